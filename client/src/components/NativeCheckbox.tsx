/**
 * A checkbox that looks like Chakra's (a box with a white tick on the palette's solid colour, its label beside it) but
 * is the browser's own input inside its label, styled by one global class: a category page renders one per filter
 * value and per card, and each Chakra checkbox is a state machine with its styles worked out again per box, which a
 * phone pays for while the page starts (decision 132). Its accessible name is the label's text; it works as a form
 * field before the app has taken the page over.
 */
import type { ChangeEventHandler, ReactNode } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react';

/** Chakra's check mark (its Checkbox.Indicator), drawn white. */
const TICK =
  'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 24 24%27 fill=%27none%27 ' +
  'stroke=%27white%27 stroke-width=%273%27 stroke-linecap=%27round%27 stroke-linejoin=%27round%27%3E' +
  '%3Cpolyline points=%2720 6 9 17 4 12%27/%3E%3C/svg%3E")';

const CLASS = 'gg-checkbox';

/**
 * Chakra's checkbox recipe (sizes sm and md, variant solid, palettes gray and orange) as the shop's global styles
 * (app/theme.ts): written once for the page, where a style prop on each box would be worked out again for each.
 */
export const nativeCheckboxCss: Record<string, SystemStyleObject> = {
  [`.${CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2.5',
    verticalAlign: 'top',
    position: 'relative',
    fontWeight: 'medium',
    textStyle: 'sm',
    userSelect: 'none',
    '&:has(> input:disabled)': { opacity: '0.5' },
    '& > input': {
      appearance: 'none',
      flexShrink: '0',
      m: '0',
      boxSize: '5',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'l1',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'calc(100% - 4px)',
      _checked: { backgroundColor: 'gray.solid', borderColor: 'gray.solid', backgroundImage: TICK },
      _focusVisible: {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'gray.focusRing',
        outlineOffset: '2px',
      },
    },
  },
  [`.${CLASS}[data-size=sm]`]: {
    gap: '2',
    '& > input': { boxSize: '4', backgroundSize: '100%' },
  },
  [`.${CLASS}[data-palette=orange] > input`]: {
    _checked: { backgroundColor: 'orange.solid', borderColor: 'orange.solid' },
    _focusVisible: { outlineColor: 'orange.focusRing' },
  },
};

export function NativeCheckbox({
  children,
  checked,
  disabled,
  onChange,
  name,
  value,
  size = 'md',
  colorPalette = 'gray',
}: {
  children: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** The field's name and value when its form is sent before the app runs (a filter's GET form). */
  name?: string;
  value?: string;
  size?: 'sm' | 'md';
  colorPalette?: 'gray' | 'orange';
}) {
  return (
    <label className={CLASS} data-size={size} data-palette={colorPalette}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        name={name}
        value={value}
      />
      <span>{children}</span>
    </label>
  );
}
