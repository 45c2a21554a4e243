import { ADMISSION_FILE_ACCEPT, ADMISSION_MESSAGES, documentProblem } from '@shala/shared';
import { useRef } from 'react';
import { showSnack } from '../../core/snackbar-queue';
import { Button } from '../ui/Button';
import { mergeFiles } from './choices';

const MAX = 10;

/**
 * Spec §2.1: an Upload Documents button (.jpg only, multiple files) with the note that PanCard
 * and AdHar documents are required; chosen file names appear as chips, each removable.
 */
export function DocumentPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const refused = chosen.map(documentProblem).filter(Boolean);
    if (refused.length > 0) showSnack(refused.join(' '));
    const merged = mergeFiles(
      files,
      chosen.filter((f) => !documentProblem(f)),
    );
    if (merged.length > MAX) showSnack(ADMISSION_MESSAGES.tooMany);
    onChange(merged.slice(0, MAX));
    if (input.current) input.current.value = '';
  };
  return (
    <div className="sh-docs">
      <div className="sh-docs__row">
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby="admission-docs-note"
        >
          Upload Documents
        </Button>
        <input
          ref={input}
          id="admission-documents"
          className="sh-sr-only"
          type="file"
          accept={ADMISSION_FILE_ACCEPT}
          multiple
          tabIndex={-1}
          aria-label="Upload Documents"
          onChange={(e) => choose((e.target as HTMLInputElement).files)}
        />
      </div>
      <p
        id="admission-docs-note"
        className={`sh-docs__note${error ? ' sh-docs__note--error' : ''}`}
      >
        {error ?? `${ADMISSION_MESSAGES.documentsRequired}. Only .jpg files, up to 2 MB each.`}
      </p>
      {files.length > 0 && (
        <ul className="sh-chips" aria-label="Chosen documents">
          {files.map((file, index) => (
            <li key={`${file.name}:${file.size}`} className="sh-chip">
              <span className="sh-chip__label">{file.name}</span>
              <button
                type="button"
                className="sh-chip__remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
