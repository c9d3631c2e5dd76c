import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeShells } from './route-preloads.ts';

const INDEX = '<html><head>\n    <title>Noite</title>\n  </head><body></body></html>';
const dirs: string[] = [];
function webDist(preloads?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-shells-'));
  dirs.push(dir);
  if (preloads !== undefined) fs.writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('routeShells', () => {
  it('puts each first screen’s scripts and styles in its HTML head as preload links', () => {
    const shells = routeShells(
      webDist({
        '/login': { scripts: ['assets/login-abc.js', 'assets/pt-x1.js'], styles: ['assets/login-abc.css'] },
        '/main': { scripts: ['assets/home-def.js'], styles: [] },
      }),
      INDEX,
    );
    const login = shells.get('/login') ?? '';
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-abc.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/pt-x1.js">');
    expect(login).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-abc.css">');
    expect(login.indexOf('login-abc.js')).toBeLessThan(login.indexOf('</head>'));
    expect(shells.get('/main')).toContain('href="/assets/home-def.js"');
    expect(shells.get('/main')).not.toContain('login-abc');
    expect(shells.has('/account')).toBe(false);
  });

  it('answers no shells without the build’s list, for a broken one, and skips what is not a build asset', () => {
    expect(routeShells(webDist(), INDEX).size).toBe(0);
    const broken = webDist();
    fs.writeFileSync(path.join(broken, 'route-preloads.json'), '{');
    expect(routeShells(broken, INDEX).size).toBe(0);
    const odd = routeShells(
      webDist({ '/login': { scripts: ['"><script>alert(1)</script>', 'https://x/y.js'] } }),
      INDEX,
    );
    expect(odd.size).toBe(0);
  });
});
