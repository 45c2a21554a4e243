import { PRODUCT_NAME } from '@shala/shared';
import { LogoMark } from '../../ui/LogoMark';

/** The product's mark and name. `light` for dark backgrounds. */
export function Logo({ light = false, size = 32 }: { light?: boolean; size?: number }) {
  return (
    <span
      className="sh-logo"
      style={{ fontSize: size * 0.7, color: light ? '#ffffff' : '#1e3a8a' }}
    >
      <LogoMark light={light} size={size} />
      {PRODUCT_NAME}
    </span>
  );
}
