/** A hero headline of several sentences keeps each sentence whole on its lines; its text is unchanged. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Headline } from '../../../templates/components/HeroText.tsx';

const html = (text: string) => renderToStaticMarkup(<Headline text={text} />);
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('Headline', () => {
  it('puts each sentence of a headline of several in its own span, the text unchanged', () => {
    const text = 'Know Where You Stand. Know Where to Focus.';
    expect(html(text)).toBe(
      '<span class="headline-sentence">Know Where You Stand.</span> <span class="headline-sentence">Know Where to Focus.</span>',
    );
    expect(textOf(html(text))).toBe(text);
    expect(textOf(html('Ready? Start now! It takes 15 minutes.'))).toBe('Ready? Start now! It takes 15 minutes.');
    expect(html('Ready? Start now!').match(/headline-sentence/g)).toHaveLength(2);
  });

  it('leaves a one-sentence headline as plain text, a decimal point or a trailing full stop included', () => {
    for (const text of ['Marketing operations your sales team can trust', 'Version 2.5 of the scorecard', 'One sentence.'])
      expect(html(text)).toBe(text);
  });
});
