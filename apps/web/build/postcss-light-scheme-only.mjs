/**
 * Noite has one colour scheme, the light one (decision 089): the rules Mantine's stylesheets (and
 * postcss-preset-mantine's `dark` mixin) write for `[data-mantine-color-scheme='dark']` never apply, yet were
 * ~14 kB of the stylesheet every first page inlines and parses. A selector list loses its dark selectors; a rule
 * left with none is dropped.
 */
const DARK_SCHEME = /data-mantine-color-scheme=["']?dark/;

/** @type {import('postcss').PluginCreator<void>} */
const lightSchemeOnly = () => ({
  postcssPlugin: 'noite-light-scheme-only',
  Rule(rule) {
    if (!DARK_SCHEME.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
});
lightSchemeOnly.postcss = true;

export default lightSchemeOnly;
