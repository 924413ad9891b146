/**
 * Chakra's default look, with only the component recipes this shop uses. `defaultSystem` carries the
 * recipes of all ~70 Chakra components (about a third of Chakra's weight in the first bundle). A component
 * added to the UI needs its recipe or slot recipe listed here, or it renders unstyled.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { nativeCheckboxCss } from '../components/NativeCheckbox';

/**
 * Orange is the brand colour, but Chakra's solid orange (orange.600) carries white text at 3.55:1, under
 * WCAG AA's 4.5:1. orange.700 gives 5.2:1 for white on orange and orange text on white.
 */
const colors = semanticTokens.colors as Record<string, Record<string, unknown>>;

/**
 * Focus rings: Chakra draws them in each palette's 500 shade (gray.400 by default), about
 * 2.6-2.8:1 on white, under WCAG 2.2's 3:1 for focus indicators. The 700 shades are 5:1 or more on white.
 */
const focusRings = Object.fromEntries(
  Object.entries(colors).map(([name, palette]) => [
    name,
    palette.focusRing
      ? {
          ...palette,
          focusRing: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.400}` } },
        }
      : palette,
  ]),
);

const accessibleSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...focusRings,
    orange: {
      ...(focusRings.orange as Record<string, unknown>),
      solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
      fg: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
    },
    fg: {
      ...(focusRings.fg as Record<string, unknown>),
      // Chakra's muted grey (gray.600) stays above 4.5:1 on gray.50/100 backgrounds only barely; gray.700 is safe.
      muted: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.400}' } },
      // Field error text: red.500 is 3.8:1 on white; red.700 is 6.5:1.
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
    },
  },
};

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      // The navbar is sticky (4rem): anything scrolled to (a focused field, an error, a #hash target) stops below it,
      // never under it. Padding on the scroller covers every element at once; scroll-margin-top
      // on each target would do the same one element type at a time.
      html: { ...(globalCss.html as object), scrollPaddingTop: '5rem' },
      ...nativeCheckboxCss,
    },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: accessibleSemanticTokens,
      // Only the plain recipes in use (Button also styles IconButton and CloseButton); the first bundle carries them.
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        // Checkbox and Switch parts without their recipe draw an unsized check icon (a 300 px mark in a blank square).
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        toast: toastSlotRecipe,
      },
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
