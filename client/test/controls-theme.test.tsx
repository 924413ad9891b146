/**
 * Checkboxes and switches are normal controls: the shop's Chakra system (app/theme.ts) lists only the recipes in use,
 * and a Checkbox or Switch part without its recipe draws its check icon unsized (a 225 px blank square with a 317 px
 * mark). Every such part in client/src needs its slot recipe; the checkbox's box is about 20 px with its label beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { ChakraProvider, Checkbox, CheckboxGroup } from '@chakra-ui/react';
import { system } from '../src/app/theme';

const SLOT_PARTS: Record<string, string> = {
  Checkbox: 'checkbox',
  Switch: 'switch',
  RadioGroup: 'radioGroup',
  CheckboxCard: 'checkboxCard',
  RadioCard: 'radioCard',
  SegmentGroup: 'segmentGroup',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' ? [] : sources(full);
    return /\.tsx$/.test(e.name) ? [full] : [];
  });
}

describe('checkbox-like controls', () => {
  it('every Chakra checkbox, switch or radio part used in client/src has its recipe in the shop system', () => {
    const used = new Set<string>();
    for (const file of sources(path.join(__dirname, '../src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const part of Object.keys(SLOT_PARTS))
        if (new RegExp(`<${part}\\.Root\\b`).test(text)) used.add(part);
    }
    expect([...used].sort()).toEqual(expect.arrayContaining(['Checkbox', 'Switch']));
    const missing = [...used].filter((part) => !system.hasRecipe(SLOT_PARTS[part]));
    expect(missing).toEqual([]);
  });

  it('a checkbox control is a 20 px box with its label beside it', () => {
    render(
      <ChakraProvider value={system}>
        <CheckboxGroup defaultValue={[]}>
          <Checkbox.Root value="read:orders">
            <Checkbox.HiddenInput />
            <Checkbox.Control data-testid="control" />
            <Checkbox.Label>read:orders</Checkbox.Label>
          </Checkbox.Root>
        </CheckboxGroup>
      </ChakraProvider>,
    );
    const control = screen.getByTestId('control');
    // The rules Chakra wrote for the control (jsdom lays nothing out, so the declarations are read): a 20 px box whose
    // check icon fills it.
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
      .join('\n');
    const cls = control.className.split(/\s+/).find((c) => c.startsWith('css-'));
    const own = css.match(new RegExp(`\\.${cls} \\{[^}]*\\}`))?.[0] ?? '';
    expect(own).toContain('width: var(--chakra-sizes-5); height: var(--chakra-sizes-5);');
    expect(css).toContain(
      `.${cls} :where(svg) {width: var(--chakra-sizes-full); height: var(--chakra-sizes-full);}`,
    );
    expect(control.querySelector('svg')?.parentElement).toBe(control);
    // The label sits beside the box: the root is an inline row.
    const rootCls = control.parentElement!.className.split(/\s+/).find((c) => c.startsWith('css-'));
    expect(css.match(new RegExp(`\\.${rootCls} \\{[^}]*\\}`))?.[0]).toContain('display: inline-flex;');
    expect(control.parentElement).toHaveTextContent('read:orders');
  });
});
