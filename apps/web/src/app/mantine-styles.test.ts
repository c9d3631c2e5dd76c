import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's CSS is imported per component (app/mantine-styles.ts for the first screens, or the lazily loaded
 * file that uses a component, e.g. Tabs on the venue page). A component whose stylesheet nobody imports
 * renders unstyled without any error, so this test reads every `.tsx` and checks.
 */
const sources = import.meta.glob(['../**/*.tsx', '../**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
/** Mantine's per-component stylesheets, by name (`Button` for `styles/Button.css`). */
const stylesheets = new Set(
  readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.replace(/\.css$/, '')),
);

/** Components built on others' styles too (an input's wrapper, a modal's overlay). */
const ALSO_NEEDS: Record<string, string[]> = {
  Checkbox: ['CheckboxIndicator', 'InlineInput'],
  Switch: ['InlineInput'],
  TextInput: ['Input'],
  InputBase: ['Input'],
  PasswordInput: ['Input'],
  Select: ['Input', 'Combobox', 'Popover'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
};

/** The components each source file imports from Mantine's packages. */
function mantineComponents(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/(?:core|dates|dropzone|carousel)'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name =
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '';
      if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Every Mantine stylesheet imported somewhere in the app. */
const imported = new Set(
  Object.values(sources).flatMap((source) =>
    [...source.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)].map((match) => match[1] ?? ''),
  ),
);

describe('Mantine styles', () => {
  const used = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    if (file.endsWith('.test.tsx') || file.endsWith('.test.ts')) continue;
    for (const component of mantineComponents(source)) used.set(component, [...(used.get(component) ?? []), file]);
  }

  it('finds the components in use', () => {
    expect(used.size).toBeGreaterThan(10);
    expect(stylesheets.has('Button')).toBe(true);
  });

  it("every component in use has its stylesheet imported (app/mantine-styles.ts or the component's screen)", () => {
    const missing: string[] = [];
    for (const [component, files] of used) {
      const needed = [...(stylesheets.has(component) ? [component] : []), ...(ALSO_NEEDS[component] ?? [])];
      for (const sheet of needed) {
        if (!imported.has(sheet)) missing.push(`${sheet}.css (for ${component} in ${files.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
