import { DEFAULT_THEME, defaultCssVariablesResolver, type ConvertCSSVariablesInput } from '@mantine/core';

/**
 * Stands in for @mantine/core's `removeDefaultVariables` (vite.config.ts, issue 11). Mantine's computes every CSS
 * variable of its default theme when its module is evaluated, at the app's start, before anything renders: ~15 ms of
 * a phone's main thread ×4, in one of /main's longest tasks. The same comparison, with the defaults computed the
 * first time they are needed (the provider's first render), and kept.
 */
let defaults: ConvertCSSVariablesInput | undefined;

type Group = Record<string, string>;

function withoutDefaults(input: Group, defaultGroup: Group): Group {
  const kept: Group = {};
  for (const key of Object.keys(input)) {
    if (defaultGroup[key] !== input[key]) kept[key] = input[key]!;
  }
  return kept;
}

export function removeDefaultVariables(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  return {
    variables: withoutDefaults(input.variables, defaults.variables),
    light: withoutDefaults(input.light, defaults.light),
    dark: withoutDefaults(input.dark, defaults.dark),
  };
}
