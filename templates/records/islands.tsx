/** Record directives that are interactive: each renders its island with the page's records. */
import FrameworkHighlight from '../../client/islands/FrameworkHighlight.tsx';
import IndustrySelector, { type Industry } from '../../client/islands/IndustrySelector.tsx';
import JumpMenu from '../../client/islands/JumpMenu.tsx';
import RoiMoves, { type Move } from '../../client/islands/RoiMoves.tsx';
import { useCodeText } from './api-text.tsx';
import { useHref, useLabels, usePage } from '../context.tsx';
import { Island } from '../Island.tsx';

function JumpMenuRecord({ title }: { title: string }) {
  const { jumpMenu = [] } = usePage();
  return <Island component={JumpMenu} props={{ title, items: jumpMenu }} strategy="visible" />;
}

function MovesRecord() {
  const { moves = [] } = usePage();
  const labels = useLabels();
  const resolve = useHref();
  // API names are set as code as in body text; the island gets each text already cut.
  const code = useCodeText();
  const shown: Move[] = moves.map((move) => ({
    ...move,
    description: code(move.description),
    impact: code(move.impact),
    implementation: code(move.implementation),
    details: move.details.map(code),
  }));
  return (
    <Island component={RoiMoves} props={{ moves: shown, labels: labels.move, linkHref: resolve('links.scorecard') }} strategy="visible" />
  );
}

function IndustriesRecord({ wording, href }: { wording: string; href: string }) {
  const { industries = [] } = usePage();
  const labels = useLabels();
  const resolve = useHref();
  return (
    <Island
      component={IndustrySelector}
      props={{ industries: industries as Industry[], wording, href: resolve(href), labels: labels.industry }}
      strategy="visible"
    />
  );
}

function FrameworkRecord() {
  const { framework = [] } = usePage();
  const labels = useLabels();
  return <Island component={FrameworkHighlight} props={{ stages: framework, labels: labels.framework }} strategy="visible" />;
}

/** Island-backed record directive element → component. */
export const islandRecordComponents = {
  'site-jump-menu': JumpMenuRecord,
  'site-moves': MovesRecord,
  'site-industries': IndustriesRecord,
  'site-framework': FrameworkRecord,
};
