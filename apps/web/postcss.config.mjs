import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import lightSchemeOnly from './build/postcss-light-scheme-only.mjs';

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    // After the preset, which turns its `dark` mixin into selectors.
    lightSchemeOnly(),
  ],
};
