import { describe, expect, it } from 'vitest';
import { cameraProblem } from './CameraScanner';
import { readSize } from './decode-qr';

describe('the gate’s reading', () => {
  it('reads a frame or photo at 800 px on its longest side at most', () => {
    expect(readSize(1920, 1080)).toEqual({ width: 800, height: 450 });
    expect(readSize(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(readSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('says why the camera did not open, and what to do instead', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(cameraProblem(named('NotAllowedError'))).toMatch(/^The camera was not allowed/);
    expect(cameraProblem(named('NotFoundError'))).toMatch(/^No camera was found/);
    expect(cameraProblem(named('NotReadableError'))).toMatch(/busy in another app/);
    for (const error of [named('AbortError'), 'odd', undefined]) {
      expect(cameraProblem(error)).toMatch(/type its code, instead\.$/);
    }
  });
});
