import { instituteHasImage } from '@shala/shared';
import { useState } from 'react';

/** The institute image, or a default one when there is none (the string "null" counts as none). */
export function AdmissionImage({ src, name }: { src: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  if (instituteHasImage(src) && !broken) {
    return (
      <img
        className="sh-adm__image"
        src={src}
        alt={`${name} logo`}
        width={88}
        height={88}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <svg
      className="sh-adm__image"
      viewBox="0 0 96 96"
      width={88}
      height={88}
      role="img"
      aria-label={`${name} (no image)`}
      data-testid="default-institute-image"
    >
      <rect width="96" height="96" rx="20" fill="#dbeafe" />
      <path d="M48 18 18 34h60L48 18Z" fill="#1d4ed8" />
      <path d="M24 38h48v36H24z" fill="#fff" stroke="#1d4ed8" strokeWidth="4" />
      <path d="M42 74V56h12v18M32 46h6v6h-6zM58 46h6v6h-6z" fill="#1d4ed8" />
    </svg>
  );
}
