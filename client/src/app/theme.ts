/**
 * Chakra's default look, with only the component recipes this shop uses. `defaultSystem` carries the
 * recipes of all ~70 Chakra components (about a third of Chakra's weight in the first bundle). A component
 * added to the UI needs its slot recipe listed here, or it renders unstyled.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe, alertSlotRecipe, animationStyles, breakpoints, cardSlotRecipe, cssVarsPrefix, cssVarsRoot,
  dataListSlotRecipe, dialogSlotRecipe, fieldSlotRecipe, globalCss, keyframes, layerStyles, listSlotRecipe,
  menuSlotRecipe, recipes, semanticTokens, statSlotRecipe, tableSlotRecipe, textStyles, toastSlotRecipe, tokens,
} from '@chakra-ui/react/theme';

export const system = createSystem(defaultBaseConfig, defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
}));
