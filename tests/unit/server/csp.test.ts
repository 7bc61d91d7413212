import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../server/middleware/security-headers.ts';
import { inlineScriptHashes, inlineStyleHashes } from '../../../server/render/csp.ts';

describe('inlineStyleHashes', () => {
  it("gives the 'sha256-…' source of each <style> element's exact text", () => {
    const doc = `<head><style>body{color:red}</style><style media="print">
.a{top:0}
</style></head>`;
    // Values from `printf … | openssl dgst -sha256 -binary | base64`.
    expect(inlineStyleHashes(doc)).toEqual([
      "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
      "'sha256-Yi7H7YV1OKCTApZ4Q/xkxAUBvWdsygIKI21Ke9lLYJo='",
    ]);
  });

  it('skips empty elements and ignores stylesheet links and scripts', () => {
    const doc =
      '<style></style><link rel="stylesheet" href="/a.css"><script>const style = 1</script>';
    expect(inlineStyleHashes(doc)).toEqual([]);
  });

  it('does not take a style hash for a script or a script hash for a style', () => {
    const doc = '<style>body{color:red}</style><script>x()</script>';
    expect(inlineStyleHashes(doc)).toHaveLength(1);
    expect(inlineScriptHashes(doc)).toHaveLength(1);
    expect(inlineStyleHashes(doc)).not.toEqual(inlineScriptHashes(doc));
  });
});

describe('contentSecurityPolicy style-src', () => {
  const styleSrc = (csp: string) => /(?:^|; )style-src ([^;]*)/.exec(csp)?.[1];

  it("allows the given style hashes and never 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["'sha256-script'"],
      styleHashes: ["'sha256-one'", "'sha256-two'"],
      frameOrigins: [],
    });
    expect(styleSrc(csp)).toBe("'self' 'sha256-one' 'sha256-two'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it("is 'self' alone without inline styles", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], frameOrigins: [] });
    expect(styleSrc(csp)).toBe("'self'");
  });
});
