/** A row of headline figures (value + label). */

/** Props of Stats. */
export interface StatsProps {
  items: { value: string; label: string }[];
  tone?: 'light' | 'dark';
  label?: string;
}

/** Headline figures as a list (a screen reader hears "500+, organizations benchmarked"). */
export function Stats({ items, tone = 'light', label = 'Key figures' }: StatsProps) {
  return (
    <ul className={`stats${tone === 'dark' ? ' stats--dark' : ''}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <strong>{item.value}</strong> <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
