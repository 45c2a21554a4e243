import { instituteHasImage } from '@shala/shared';
import { useState } from 'react';

/** The institute's logo, or a drawn school when it has none (the string "null" counts as none). */
export function InstituteImage({ src, name }: { src: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  if (instituteHasImage(src) && !broken) {
    return (
      <img
        className="sh-inst__logo"
        src={src}
        alt={`${name} logo`}
        width={96}
        height={96}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <svg
      className="sh-inst__logo"
      viewBox="0 0 96 96"
      width={96}
      height={96}
      role="img"
      aria-label={`${name}: no logo`}
    >
      <rect width="96" height="96" rx="20" fill="#dbeafe" />
      <path d="M48 18 18 34h60L48 18Z" fill="#1d4ed8" />
      <path d="M24 38h48v36H24z" fill="#fff" stroke="#1d4ed8" strokeWidth="4" />
      <path d="M42 74V56h12v18M32 46h6v6h-6zM58 46h6v6h-6z" fill="#1d4ed8" />
    </svg>
  );
}
