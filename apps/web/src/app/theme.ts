import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Night violet: shade 7 is the brand colour (7.1:1 on white), 9 the night sky of the header. */
const noite: MantineColorsTuple = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#6741d9',
  '#5f3dc4',
  '#4527a0',
  '#2b1a63',
];

/** Moonlight yellow for accents on dark backgrounds (never text on white). */
const moon: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#e67700',
];

const inputSize = 'md';

/** Modals' and drawers' title row: no landmark role of its own (see `Modal` below). */
const dialogHeader = { header: { role: 'none' } };

/** The theme; `closeLabel` names the × of modals and drawers in the interface language. */
export const createAppTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'noite',
    primaryShade: { light: 7, dark: 5 },
    colors: { noite, moon },
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      fontWeight: '750',
    },
    // Plain objects rather than `Button.extend(…)`: `.extend` would import every component into the entry
    // chunk, while a screen that uses one already loads it with its own chunk.
    components: {
      Button: { defaultProps: { size: 'md' } },
      TextInput: { defaultProps: { size: inputSize } },
      InputBase: { defaultProps: { size: inputSize } },
      PasswordInput: { defaultProps: { size: inputSize } },
      Select: { defaultProps: { size: inputSize } },
      MultiSelect: { defaultProps: { size: inputSize } },
      Autocomplete: { defaultProps: { size: inputSize } },
      Checkbox: { defaultProps: { size: 'sm' } },
      Anchor: { defaultProps: { underline: 'hover', fw: 600 } },
      // A dialog's header is Mantine's <header>, which outside a section is a second "banner" landmark (axe's
      // landmark rules): it is only the dialog's title row.
      Modal: {
        defaultProps: {
          centered: true,
          radius: 'lg',
          closeButtonProps: { 'aria-label': closeLabel },
          attributes: dialogHeader,
        },
        // A long title (an event's day) wraps on a phone: its lines must not touch.
        styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.3 } },
      },
      Drawer: {
        defaultProps: { size: 300, closeButtonProps: { 'aria-label': closeLabel }, attributes: dialogHeader },
      },
    },
  });

/**
 * Mantine's stock dimmed (gray.6), placeholder (gray.5) and error (red.6) colours are below 4.5:1
 * on white, which axe reports as serious; these shades pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-noite-7)',
  },
  dark: {},
});
