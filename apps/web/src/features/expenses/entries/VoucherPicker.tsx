import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EXPENSE_VOUCHER_MAX_BYTES, EXPENSE_VOUCHERS_MAX } from '@shala/shared';
import { useId, useRef } from 'react';
import { VOUCHER_ACCEPT } from './entry-form';
import { fileSize } from './entry-rules';

export const VOUCHER_HINT = `Up to ${EXPENSE_VOUCHERS_MAX} bills or receipts: PDF, JPEG or PNG, ${
  EXPENSE_VOUCHER_MAX_BYTES / 1_048_576
} MB each.`;

/**
 * Choosing vouchers: a real button (keyboard and screen reader alike) that opens the file
 * chooser; the chosen files listed, each removable; what fits, or what is wrong, under them.
 */
export function VoucherPicker(props: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The button's words: "Choose vouchers" for a new entry. */
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<AttachFileOutlined />}
        onClick={() => input.current?.click()}
        disabled={props.disabled}
        aria-describedby={hintId}
      >
        {props.label ?? 'Choose vouchers'}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        multiple
        accept={VOUCHER_ACCEPT}
        onChange={(e) => {
          props.onChange([...props.files, ...(e.target.files ?? [])]);
          // The same file chosen again after its removal is a change too.
          e.target.value = '';
        }}
      />
      {props.files.length > 0 ? (
        <Box
          component="ul"
          aria-label="Chosen vouchers"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {props.files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <Chip
                label={`${file.name} (${fileSize(file.size)})`}
                onDelete={() => props.onChange(props.files.filter((_, i) => i !== index))}
                aria-label={`${file.name}, ${fileSize(file.size)}. Press Delete to remove it.`}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      ) : null}
      <Typography
        id={hintId}
        variant="body2"
        color={props.error ? 'error' : 'text.secondary'}
        role={props.error ? 'alert' : undefined}
        sx={{ mt: 0.5 }}
      >
        {props.error ?? VOUCHER_HINT}
      </Typography>
    </Box>
  );
}
