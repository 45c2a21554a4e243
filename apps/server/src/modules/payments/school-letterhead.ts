import type { AppContext } from '../../context.js';
import { drawableLogo, type School } from '../../pdf/layout.js';
import { findInstitute } from '../groups/index.js';
import { logoOf } from '../institutes/index.js';

/**
 * The school as a payment PDF's letterhead shows it (issue 22): its name, address, phone and
 * uploaded logo. A logo that cannot be read or drawn (none, WebP, a storage error) leaves the
 * name alone; it never fails the PDF.
 */
export async function schoolOf(ctx: AppContext, instituteId: string): Promise<School> {
  const [institute, logo] = await Promise.all([
    findInstitute(ctx.db, instituteId),
    logoOf(ctx.db, ctx.files, instituteId).catch((error: unknown) => {
      ctx.log.warn({ err: error, instituteId }, 'logo not read for a payment PDF');
      return undefined;
    }),
  ]);
  return {
    name: institute?.name ?? '',
    address: institute?.address ?? null,
    phone: institute?.phone ?? null,
    logo: drawableLogo(logo?.bytes),
  };
}
