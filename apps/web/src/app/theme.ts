import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A calm indigo accent on neutral greys: dense, quiet, Linear-like (UI.md). */
const brand: MantineColorsTuple = [
  '#eef1ff',
  '#dce0fb',
  '#b6bef1',
  '#8e9ae8',
  '#6c7ce0',
  '#5768dc',
  '#4c5fd5',
  '#3d4fc0',
  '#3446ab',
  '#283b97',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '1.25rem', lineHeight: '1.4' },
      h2: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h3: { fontSize: '0.9375rem', lineHeight: '1.4' },
    },
  },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Notification: {
      // 422 toasts list one field message per line (spec 1 section 8).
      styles: { description: { whiteSpace: 'pre-line' } },
    },
    Modal: { defaultProps: { closeOnClickOutside: false, centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
    Tooltip: { defaultProps: { openDelay: 300 } },
    // A select's options are made when its dropdown opens. Mantine keeps a closed dropdown
    // mounted (hidden) with all its options: a client filter rendered its 2,000 clients with
    // every render of a list page, and each row's status select carried one.
    Combobox: { defaultProps: { keepMounted: false } },
    // An open select shows at most 100 options; typing narrows them. The order forms list every
    // open job before a company is chosen (15,989 on the bench data): opening that picker
    // rendered them all (1.9 s) and each keystroke filtered and rendered again (1.2 s).
    Select: { defaultProps: { limit: 100 } },
    // A date picked (or the calendar closed with Escape) hands the focus back to its field, so
    // Tab goes on from there, inside a dialog too (Mantine's pickers leave it on the page's
    // body); the calendar's and the field's buttons are named for screen readers.
    DatePickerInput: {
      defaultProps: {
        popoverProps: { returnFocus: true },
        clearButtonProps: { 'aria-label': 'Clear date' },
        ariaLabels: {
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          previousDecade: 'Previous years',
          nextDecade: 'Next years',
          monthLevelControl: 'Choose another month',
          yearLevelControl: 'Choose another year',
        },
      },
    },
  },
});

/** A colour's hex, its channels scaled by `factor` (below 1: darker). */
const darker = (hex: string, factor: number) =>
  `#${[1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * factor).toString(16).padStart(2, '0')).join('')}`;

/**
 * Text colours that read at WCAG AA (4.5:1; UI.md: axe-core reports no serious violation) on
 * the app's white and grey-0 surfaces: dimmed text (#868e96 is 3.3:1) and placeholders
 * (#adb5bd is 2.1:1) darker greys, and the light variant's text (status badges and selects,
 * shade 9 on shade 1: orange 3.6:1, green 3.8:1, teal 4.3:1) a fifth darker, yellow's
 * three tenths (all 4.9:1 and up).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666d75',
    '--mantine-color-placeholder': '#6c737b',
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darker(shades[9], name === 'yellow' ? 0.7 : 0.8)]),
    ),
  },
  dark: {},
});
