/** Records that point onwards: related articles and questions answered. */
import { useHref, usePage } from '../context.tsx';

export function Related() {
  const { related = [] } = usePage();
  const resolve = useHref();
  return (
    <ul className="related">
      {related.map((r) => (
        <li key={r.href}>
          <a href={resolve(r.href)}>
            <strong>{r.title}</strong>
            <span>{r.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Faq() {
  const { faq = [] } = usePage();
  return (
    <dl className="faq">
      {faq.map((item) => (
        <div key={item.question}>
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
