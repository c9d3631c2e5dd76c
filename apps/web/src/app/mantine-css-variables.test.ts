import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createAppTheme, cssVariablesResolver } from './theme.ts';
import { removeDefaultVariables } from '../lib/mantine-remove-default-variables.ts';

describe("the stand-in for Mantine's removeDefaultVariables", () => {
  it("keeps exactly the app theme's variables that differ from Mantine's defaults", async () => {
    // Mantine's own, from its file (the app's build takes the stand-in in its place).
    const original = (await import(
      // @ts-expect-error -- a file of the package, not one of its typed entry points
      '../../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs'
    )) as { removeDefaultVariables: typeof removeDefaultVariables };
    const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme('Close'));
    const merged = defaultCssVariablesResolver(theme);
    const app = cssVariablesResolver(theme);
    const input = {
      variables: { ...merged.variables, ...app.variables },
      light: { ...merged.light, ...app.light },
      dark: { ...merged.dark, ...app.dark },
    };
    const kept = removeDefaultVariables(input);
    expect(kept).toEqual(original.removeDefaultVariables(input));
    expect(Object.keys(kept.variables).length + Object.keys(kept.light).length).toBeGreaterThan(0);
  });
});
