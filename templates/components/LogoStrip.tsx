/** The 'Trusted by Industry Leaders' strip of fictional customer wordmarks (data/logos.yaml). */
import { useImage, useRender } from '../context.tsx';

/** Four customer logos under their heading. */
export function LogoStrip() {
  const logos = useRender().site.data.logos;
  const image = useImage();
  if (!logos) return null;
  return (
    <section className="logo-strip" aria-labelledby="logo-strip-title">
      <h2 id="logo-strip-title" className="logo-strip__title">
        {logos.heading}
      </h2>
      <ul>
        {logos.logos.map((logo) => (
          <li key={logo.name}>
            <img src={image(logo.src).url} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
