import { describe, expect, test } from 'vitest';
import { htmlToText, sanitiseHtml } from '#api/lib/sanitise-html.ts';

describe('sanitising DOC HTML', () => {
  test('the allowed tags stay, without their attributes', () => {
    expect(
      sanitiseHtml('<p class="x" style="color:red">Bring <strong>warm</strong> <em>layers</em></p>'),
    ).toBe('<p>Bring <strong>warm</strong> <em>layers</em></p>');
    expect(sanitiseHtml('<ul><li>Map</li><li>Torch<br/>and batteries</li></ul>')).toBe(
      '<ul><li>Map</li><li>Torch<br>and batteries</li></ul>',
    );
  });

  test('links keep an http(s) href only, and open with rel="noopener"', () => {
    expect(
      sanitiseHtml('<a href="https://www.doc.govt.nz/dogs" target="_blank" onclick="steal()">rules</a>'),
    ).toBe('<a href="https://www.doc.govt.nz/dogs" rel="noopener">rules</a>');
    expect(sanitiseHtml('<a href="#contacts">DOC office</a>')).toBe('DOC office');
    expect(sanitiseHtml('<a href="/footer-links/copyright/">DOC</a>')).toBe('DOC');
  });

  test('script-like links are never links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      const out = sanitiseHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('x');
    }
  });

  test('script and style go with their content; other tags go and leave their words', () => {
    expect(sanitiseHtml('Hi<script>alert("x")</script> there<style>p{}</style>')).toBe('Hi there');
    expect(sanitiseHtml('<SCRIPT type="module">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitiseHtml('<div><span>Water</span> from <font>stream</font></div>')).toBe('Water from stream');
    expect(sanitiseHtml('<img src=x onerror=alert(1)>photo')).toBe('photo');
    expect(sanitiseHtml('<svg onload=alert(1)><text>x</text></svg>safe')).toBe('safe');
    expect(sanitiseHtml('<iframe src="https://evil.example"></iframe>done')).toBe('done');
  });

  test('nested and split tricks do not bring a script back', () => {
    const out = sanitiseHtml('<scr<script>x</script>ipt>alert(1)</script>');
    expect(out).not.toMatch(/<script/i);
    expect(sanitiseHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitiseHtml('<p onmouseover="alert(1)">hover</p>')).toBe('<p>hover</p>');
    expect(sanitiseHtml('<a href="https://x.nz" href="javascript:alert(1)">a</a>')).toBe(
      '<a href="https://x.nz/" rel="noopener">a</a>',
    );
  });

  test('comments, doctypes and unclosed comments disappear', () => {
    expect(sanitiseHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(sanitiseHtml('<!DOCTYPE html>a')).toBe('a');
    expect(sanitiseHtml('a<!-- never closed <b>bold</b>')).toBe('a');
  });

  test('a tag cut off mid-way, as DOC ArcGIS exports do, is dropped', () => {
    expect(
      sanitiseHtml(
        'No dogs. <a href="https://www.doc.govt.nz/parks-and-recreation/know-before-you-go/pets-on-conservati',
      ),
    ).toBe('No dogs.');
    expect(sanitiseHtml('Contact closest <a href="#contacts">DOC office</a> to get a permit. <a ')).toBe(
      'Contact closest DOC office to get a permit.',
    );
  });

  test('text is escaped and entities decoded once', () => {
    expect(sanitiseHtml('Fish & chips < 5 km > 2 "ok" &amp; &#169; &copy;')).toBe(
      'Fish &amp; chips &lt; 5 km &gt; 2 "ok" &amp; © ©',
    );
    expect(sanitiseHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitiseHtml('<a href="https://x.nz/?a=1&amp;b=&quot;2">q</a>')).toBe(
      '<a href="https://x.nz/?a=1&amp;b=%222" rel="noopener">q</a>',
    );
  });

  test('unclosed allowed tags are closed; stray closing tags are dropped', () => {
    expect(sanitiseHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitiseHtml('</li>text</p>')).toBe('text');
    // HTML closes an open list item where the next one starts, as the browser will show it.
    expect(sanitiseHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitiseHtml('<a href="https://x.nz">a<a href="https://y.nz">b</a>c</a>')).toBe(
      '<a href="https://x.nz/" rel="noopener">a</a><a href="https://y.nz/" rel="noopener">b</a>c',
    );
  });

  test('a non-breaking space stays a character, and only a link keeps an href', () => {
    expect(sanitiseHtml('<p href="https://x.nz">Hut&nbsp;1</p>')).toBe('<p>Hut\u00a01</p>');
    expect(htmlToText(sanitiseHtml('<p>&nbsp;</p>'))).toBe('');
  });

  test('plain text from HTML loses every tag and keeps the words apart', () => {
    expect(htmlToText('Angelus Hut <a href="x" target="_blank">Keith Miller</a>&nbsp;|&#169;')).toBe(
      'Angelus Hut Keith Miller |©',
    );
    expect(htmlToText('<p>One</p><p>Two</p><script>three</script>')).toBe('One Two');
  });
});
