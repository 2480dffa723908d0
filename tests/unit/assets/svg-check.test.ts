/** The SVG checks: every way to run script or reach outside the file, including the tricks a regex misses. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hrefKind, svgProblems } from '../../../cli/assets/svg-check.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

const contentDir = '/site/content';
const file = '/site/content/assets/covers/pic.svg';
const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs} viewBox="0 0 10 10">\n${body}\n</svg>`;
const consequence = '; it could run code or load files when it is shown or drawn';
/** "line:column  message" of each problem (the consequence every svg-unsafe message ends with left off). */
const problems = (text: string) =>
  svgProblems(text, file, contentDir).map((e) => `${e.line}:${e.column}  ${e.message.replace(consequence, '')}`);

describe('svgProblems', () => {
  it('accepts drawing: shapes, gradients by #id, text, styles without references, data: images and images inside the content root', () => {
    const ok = svg(
      [
        '<defs><linearGradient id="bg"><stop offset="0" stop-color="#000"/></linearGradient></defs>',
        '<style>.a { fill: url(#bg); font: 12px sans-serif }</style>',
        '<rect width="10" height="10" fill="url(#bg)" style="stroke: url( \'#bg\' )"/><use href="#bg"/><use xlink:href="#bg"/>',
        '<text x="1" y="5">Online &amp; on time</text>',
        '<image href="data:image/png;base64,iVBORw0KGgo="/><image href="../photos/team.png"/><a href="#top"><circle r="1"/></a>',
      ].join('\n'),
    );
    expect(
      problems(
        `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${ok}`,
      ),
    ).toEqual([]);
  });

  it('accepts every SVG of the real content/assets', () => {
    const root = join(projectRoot, 'content');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    const svgs = walk(join(root, 'assets')).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(10);
    for (const f of svgs) expect([f, svgProblems(readFileSync(f, 'utf8'), f, root)]).toEqual([f, []]);
  });

  it.each([
    ['<script>alert(1)</script>', '2:1  this SVG has a <script> element'],
    ['<SCRIPT>alert(1)</SCRIPT>', '2:1  this SVG has a <SCRIPT> element'],
    ['<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>', '2:1  this SVG has a <script> element'],
    ['<g><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></g>', '2:4  this SVG has a <script> element'],
    ['<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', '2:1  this SVG has a <foreignObject> element'],
    ['<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>', '2:1  this SVG has the HTML element <img>'],
    ['<rect onload ="alert(1)"/>', '2:7  this SVG has the event attribute onload'],
    ["<rect\n   OnClick='alert(1)'/>", '3:4  this SVG has the event attribute OnClick'],
    [
      '<a href="&#106;avascript:alert(1)"><text>x</text></a>',
      '2:4  this SVG has href="javascript:alert(1)": a javascript:, vbscript: or non-image data: URL',
    ],
    [
      '<a xlink:href=" java&#9;script:alert(1)"><text>x</text></a>',
      '2:4  this SVG has xlink:href=" java\tscript:alert(1)": a javascript:, vbscript: or non-image data: URL',
    ],
    [
      '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>',
      '2:4  this SVG has href="data:text/html,<script>alert(1)</script>": a javascript:, vbscript: or non-image data: URL',
    ],
    [
      '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>',
      '2:8  this SVG has href="data:image/svg+xml;base64,PHN2Zy8+": a javascript:, vbscript: or non-image data: URL',
    ],
    ['<a href="https://attacker.example/"><text>x</text></a>', '2:4  this SVG refers to "https://attacker.example/" outside the file'],
    ['<use href="//attacker.example/sprite.svg#i"/>', '2:6  this SVG refers to "//attacker.example/sprite.svg#i" outside the file'],
    ['<use href="sprite.svg#i"/>', '2:6  this SVG refers to "sprite.svg#i" outside the file'],
    ['<image href="/etc/passwd"/>', '2:8  this SVG refers to "/etc/passwd" outside the file'],
    [
      '<image x:href="../../../red.png" xmlns:x="http://www.w3.org/1999/xlink"/>',
      '2:8  this SVG refers to "../../../red.png", outside the content root',
    ],
    ['<image href="file:///dev/zero"/>', '2:8  this SVG refers to "file:///dev/zero" outside the file'],
    ['<style>@import url(https://attacker.example/x.css);</style>', '2:1  this SVG has CSS with @import'],
    [
      '<style><![CDATA[rect { fill: u\\72l(https://attacker.example/x) }]]></style>',
      '2:1  this SVG refers to url(https://attacker.example/x) outside the file',
    ],
    [
      '<rect style="fill: url(&quot;http://attacker.example/a#b&quot;)"/>',
      '2:7  this SVG refers to url(http://attacker.example/a#b) outside the file',
    ],
    ['<rect fill="url(http://attacker.example/#g)"/>', '2:7  this SVG refers to url(http://attacker.example/#g) outside the file'],
    ['<a href="#x"><set attributeName="href" to="#y"/></a>', '2:19  this SVG animates the attribute href'],
    ['<g xml:base="https://attacker.example/"/>', '2:4  this SVG sets xml:base'],
    ['<iframe src="x"/>', '2:1  this SVG has a <iframe> element'],
  ])('refuses %s', (body, expected) => {
    expect(problems(svg(body))[0]).toBe(expected);
  });

  it('names the file, line and column, says what could happen and what to do', () => {
    expect(svgProblems(svg('<script>alert(1)</script>'), file, contentDir)).toEqual([
      {
        code: 'svg-unsafe',
        file,
        line: 2,
        column: 1,
        message: `this SVG has a <script> element${consequence}`,
        hint: 'An SVG under content/assets may hold only drawing: remove scripts, event attributes (on…), <foreignObject> and references to other files or sites (embed images as data:image/png, /jpeg, /gif or /webp, or use #ids inside the file).',
      },
    ]);
  });

  it('refuses a DOCTYPE with declarations and a processing instruction, at their lines', () => {
    const text = `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>\n<?xml-stylesheet href="https://attacker.example/x.xsl" type="text/xsl"?>\n${svg('')}`;
    expect(problems(text)).toEqual([
      '1:1  this SVG declares entities or attributes in its DOCTYPE',
      '2:1  this SVG has the processing instruction <?xml-stylesheet?>',
    ]);
  });

  it('refuses an encoding other than UTF-8 (the checks read UTF-8; a browser would decode it otherwise)', () => {
    expect(problems(`<?xml version="1.0" encoding="ISO-2022-JP"?>\n${svg('')}`)).toEqual([
      '1:1  this SVG declares the encoding ISO-2022-JP (only UTF-8 is checked)',
    ]);
    expect(problems(`<?xml version="1.0" encoding="utf-8"?>\n${svg('')}`)).toEqual([]);
    const utf16 = Buffer.from(`\uFEFF${svg('<script>alert(1)</script>')}`, 'utf16le').toString('utf8');
    expect(problems(utf16)[0]).toMatch(/^1:\d+ {2}this SVG is not well-formed XML/);
  });

  it('reads each url( once and by its start, so an escaped bracket or a long run cannot hide a reference', () => {
    expect(problems(svg('<rect fill="url(http://attacker.example/\\(x)"/>'))).toEqual([
      '2:7  this SVG refers to url(http://attacker.example/(x) outside the file',
    ]);
    expect(problems(svg(`<rect style="${'url('.repeat(50_000)}"/>`))[0]).toMatch(/^2:7 {2}this SVG refers to url\(url\(url\(/);
    expect(problems(svg(`<rect fill="x${' '.repeat(100_000)}y"/>`))).toEqual([]);
  });

  it('refuses an SVG that is not well-formed XML (a browser would not draw it either), at the error', () => {
    expect(problems(svg('<rect>'))).toEqual(['3:7  this SVG is not well-formed XML: unexpected close tag.']);
    expect(problems(svg('<text>&xxe;</text>'))).toEqual(['2:12  this SVG is not well-formed XML: undefined entity.']);
  });

  it('says where each of several problems is, in file order', () => {
    expect(problems(svg('<rect onclick="x"/>\n<script/>'))).toEqual([
      '2:7  this SVG has the event attribute onclick',
      '3:1  this SVG has a <script> element',
    ]);
  });
});

describe('hrefKind', () => {
  it.each([
    ['#a', 'fragment'],
    ['', 'fragment'],
    ['data:image/webp;base64,AA', 'data-image'],
    ['photos/x.png', 'path'],
    ['/photos/x.png', 'other'],
    ['\\\\host\\x.png', 'other'],
    ['C:/x.png', 'other'],
    ['\tjavascript:x', 'other'],
  ])('%j is %s', (href, kind) => {
    expect(hrefKind(href)).toBe(kind);
  });
});
