/**
 * The shop's search box with suggestions (WAI-ARIA combobox with a listbox popup): typing asks for suggestions after
 * a short pause; arrow keys move through them, Enter opens the one chosen (or searches the grid with what was typed),
 * Escape closes them. The list floats over the page, so opening it moves nothing.
 */
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Box, Image, Input, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '@gluegun/common';
import { copy } from '../../../lib/copy';
import { useSuggestions } from '../api/suggestions';

interface Props {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Enter with no suggestion chosen: search with what was typed. */
  onSearch: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchCombobox({ value, placeholder, onChange, onSearch, inputRef }: Props) {
  const navigate = useNavigate();
  const listId = useId();
  const { suggestions } = useSuggestions(value);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(true);
  const open = !dismissed && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const current = open && active >= 0 && active < suggestions.length ? active : -1;

  const choose = (i: number) => {
    setDismissed(true);
    navigate(`/product/${suggestions[i].productId}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!open) {
        setDismissed(false);
        setActive(down ? 0 : suggestions.length - 1);
        return;
      }
      const last = suggestions.length - 1;
      setActive(down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (current >= 0) choose(current);
      else {
        setDismissed(true);
        onSearch(value);
      }
    } else if (e.key === 'Escape') {
      // Closing the list keeps the text (a search input's own Escape would clear it).
      if (open) e.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <Box position="relative">
      <Input
        ref={inputRef}
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          onChange(e.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setDismissed(false)}
        onBlur={() => setDismissed(true)}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={copy.shop.suggestions}
        hidden={!open}
        position="absolute"
        top="100%"
        left="0"
        right="0"
        zIndex="dropdown"
        mt="1"
        bg="white"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        boxShadow="md"
        listStyleType="none"
        maxH="22rem"
        overflowY="auto"
      >
        {open &&
          suggestions.map((s, i) => (
            <Box
              as="li"
              key={s.productId}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              minH="11"
              cursor="pointer"
              bg={i === current ? 'blue.50' : undefined}
              // Keeps the focus in the box, so the list is still open when the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(i)}
            >
              <Image src={s.imageUrl} alt="" boxSize="8" objectFit="contain" flexShrink={0} />
              <Box minW="0">
                <Text lineClamp={1}>{s.label}</Text>
                <Text fontSize="sm" color="gray.700">
                  {s.sku}
                  {s.partNumber ? ` · ${copy.shop.yourPartNumber(s.partNumber)}` : ''}
                </Text>
              </Box>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
