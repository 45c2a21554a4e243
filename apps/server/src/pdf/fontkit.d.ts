// The part of fontkit (pdfkit's font engine, which ships no types) that pdf/fonts.ts uses.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font;
}
