import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html.ts';

describe('cleaning a paste from Word or Google Docs', () => {
  it('unwraps Google Docs’ bold-looking wrapper and keeps its real bold and italic', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2 dir="ltr" style="line-height:1.38"><span style="font-size:16pt;font-family:Arial">Wealth corner</span></h2><p dir="ltr"><span style="font-weight:700;color:#000">Place</span><span style="font-family:Arial"> the bowl </span><span style="font-style:italic">facing in</span>.</p></b>';
    expect(cleanPastedHtml(docs)).toBe(
      '<h2>Wealth corner</h2><p><strong>Place</strong> the bowl <em>facing in</em>.</p>',
    );
  });

  it('drops Word’s styles, comments and list markers, and makes its list paragraphs a list', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--StartFragment--><p class="MsoNormal" style="margin:0cm;font-family:Calibri">Three cures:<o:p></o:p></p>
<p class="MsoListParagraphCxSpFirst" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7pt">&nbsp;&nbsp;</span></span></span><![endif]>Salt water</p>
<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span>Wu Lou gourd</p>
<!--EndFragment--></body></html>`;
    expect(cleanPastedHtml(word).replace(/\s+</g, '<')).toBe(
      '<p>Three cures:</p><ul><li>Salt water</li><li>Wu Lou gourd</li></ul>',
    );
  });

  it('keeps links and the pictures’ source and description, and nothing else of their attributes', () => {
    expect(
      cleanPastedHtml(
        '<p><a href="https://example.ph/guide" style="color:blue" target="_blank" onclick="x()">guide</a><img src="/media/cms/a.webp" alt="Bowl" width="300" onerror="x()"></p>',
      ),
    ).toBe('<p><a href="https://example.ph/guide">guide</a><img src="/media/cms/a.webp" alt="Bowl"></p>');
  });

  it('drops pictures from files or the web, which the shop would not keep', () => {
    expect(
      cleanPastedHtml(
        '<p>Bowl<img src="file:///C:/Users/me/image001.png"><img src="https://x.example/a.png"></p>',
      ),
    ).toBe('<p>Bowl</p>');
  });

  it('leaves plain HTML as it is', () => {
    expect(cleanPastedHtml('<p>One <strong>two</strong></p><ul><li>three</li></ul>')).toBe(
      '<p>One <strong>two</strong></p><ul><li>three</li></ul>',
    );
  });
});
