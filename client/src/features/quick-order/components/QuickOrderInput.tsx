/** The file box: paste rows, or upload a CSV (read in the browser, checked on the server). */
import { useRef } from 'react';
import { Box, Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { MAX_QUICK_ORDER_FILE_BYTES } from '@gluegun/common';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { formatBytes, readFileText } from './editLines';

const t = wholesaleCopy.quickOrder;

interface Props {
  text: string;
  checking: boolean;
  onText(text: string): void;
  /** Check `text` now (after an upload, the new text; otherwise the box's). */
  onCheck(text: string): void;
  onFileProblem(message: string): void;
}

export function QuickOrderInput({ text, checking, onText, onCheck, onFileProblem }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_QUICK_ORDER_FILE_BYTES) {
      onFileProblem(t.fileTooLarge(formatBytes(file.size)));
    } else {
      try {
        const content = await readFileText(file);
        onText(content);
        onCheck(content);
      } catch {
        onFileProblem(t.fileUnreadable);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Box
      as="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onCheck(text);
      }}
      aria-label={t.title}
    >
      <Field.Root>
        <Field.Label>{t.linesLabel}</Field.Label>
        <Textarea
          value={text}
          onChange={(e) => onText(e.target.value)}
          placeholder={t.placeholder}
          rows={8}
          fontFamily="mono"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
        />
        <Field.HelperText color="fg.muted">{t.linesHint}</Field.HelperText>
      </Field.Root>
      <HStack mt="3" gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="orange" loading={checking} loadingText={t.checking}>
          {t.check}
        </Button>
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          {t.upload}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t.uploadHint}
        </Text>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          aria-label={t.upload}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </HStack>
    </Box>
  );
}
