/** The banner of a draft page (site dev, site build --drafts): visible, and announced as a status. */
import { useLabels } from '../context.tsx';

/** "Draft: not published …" across the top of the page's content (text in data/labels.yaml `draft`). */
export function DraftBanner() {
  const { label, note } = useLabels().draft;
  return (
    <p className="draft-banner" role="status">
      <strong className="draft-banner__label">{label}</strong>
      <span>{note}</span>
    </p>
  );
}
