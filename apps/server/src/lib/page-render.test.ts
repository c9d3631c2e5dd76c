import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fillShell, parseCookies, renderedShellOf } from './page-render.ts';

const SHELL = [
  '<!doctype html>',
  '<html lang="pt">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/runtime-0.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '    <link rel="preload" as="style" crossorigin href="/assets/login-def.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/login-def.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/pt-1.js">',
  '    <link rel="preload" as="style" crossorigin href="/assets/index-abc.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const dirs: string[] = [];
function webDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-render-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const BUILD = {
  'boot.js': '/* boot */',
  'assets/index-abc.css': 'body{margin:0}',
  'assets/login-def.css': '._card{padding:1rem}',
};

describe('renderedShellOf', () => {
  it('inlines the stylesheets, each with a disabled link, and hands the scripts to the boot script', () => {
    const shell = renderedShellOf(SHELL, webDist(BUILD)) ?? '';
    expect(shell.split('<style>body{margin:0}</style>')).toHaveLength(2);
    expect(shell).toContain('<style>._card{padding:1rem}</style>');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/login-def.css" disabled>');
    expect(shell).not.toContain('rel="preload"');
    expect(shell).not.toContain('modulepreload');
    expect(shell).not.toContain('type="module"');
    expect(shell).toContain(
      '<script defer src="/boot.js" data-entry="/assets/runtime-0.js /assets/index-abc.js" ' +
        'data-preloads="/assets/login-def.js /assets/pt-1.js"></script>',
    );
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-hold-back');
    expect(renderedShellOf(SHELL, webDist(BUILD), { holdBack: true })).toContain(
      '/assets/pt-1.js" data-hold-back></script>',
    );
  });

  it('answers nothing when a stylesheet or the boot script is missing from the build', () => {
    expect(renderedShellOf(SHELL, webDist({ ...BUILD, 'assets/login-def.css': '' }))).toBeDefined();
    const withoutStyle = webDist(BUILD);
    fs.rmSync(path.join(withoutStyle, 'assets/login-def.css'));
    expect(renderedShellOf(SHELL, withoutStyle)).toBeUndefined();
    const withoutBoot = webDist(BUILD);
    fs.rmSync(path.join(withoutBoot, 'boot.js'));
    expect(renderedShellOf(SHELL, withoutBoot)).toBeUndefined();
  });
});

describe('fillShell', () => {
  it('puts the page in #root, its state after it, and its language and colour scheme on <html>', () => {
    const page = fillShell(SHELL, {
      html: '<h1>Sign in</h1>',
      stateScript: '<script type="application/json" id="noite-ssr">{}</script>',
      language: 'en',
    });
    expect(page).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(page).toContain('<div id="root"><h1>Sign in</h1></div>\n    <script type="application/json"');
  });

  it('keeps $ sequences of the page as they are and refuses a language that is not a code', () => {
    const page = fillShell(SHELL, { html: '<p>R$ 45 $& $1</p>', stateScript: '', language: '"><x' });
    expect(page).toContain('<p>R$ 45 $& $1</p>');
    expect(page).toContain('<html lang="pt"');
  });
});

describe('parseCookies', () => {
  it('decodes each cookie and skips what is malformed', () => {
    expect(parseCookies('noite_language=%22en%22; other=1; broken=%E0%A4%A; =nameless; noite_session=%7B%7D')).toEqual({
      noite_language: '"en"',
      other: '1',
      noite_session: '{}',
    });
    expect(Object.getPrototypeOf(parseCookies('__proto__=%7B%7D'))).toBeNull();
    expect(parseCookies(undefined)).toEqual({});
  });
});
