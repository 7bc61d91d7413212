import { describe, expect, it } from 'vitest';
import {
  roomBelow,
  scrollToClear,
} from '../../../../../web/src/features/forms/newsletter/popup-clearance.ts';

const box = (top: number, bottom: number, left = 900, right = 1000) => ({
  top,
  bottom,
  left,
  right,
});
/** A floating popup at the right middle of an 800 px high screen. */
const popup = box(300, 500, 900, 1260);
const view = { top: 80, bottom: 800 };

describe('scrollToClear', () => {
  it('leaves an element alone when nothing of it is under the popup', () => {
    expect(scrollToClear(box(200, 240), popup, view)).toBe(0);
    expect(scrollToClear(box(350, 390, 100, 400), popup, view)).toBe(0);
    expect(scrollToClear(box(520, 560), popup, view)).toBe(0);
  });

  it('moves an element in the popup’s upper half above it, with a gap', () => {
    expect(scrollToClear(box(320, 360), popup, view)).toBe(360 - 284);
  });

  it('moves an element in the popup’s lower half below it, with a gap', () => {
    expect(scrollToClear(box(460, 490), popup, view)).toBe(460 - 516);
  });

  it('moves an element only partly covered too', () => {
    expect(scrollToClear(box(290, 310), popup, view)).toBe(310 - 284);
  });

  it('does not move an element under the sticky header or off the screen', () => {
    const shortView = { top: 280, bottom: 600 };
    // Above the popup would put it under the header: below it, though further, is chosen.
    expect(scrollToClear(box(310, 340), popup, shortView)).toBe(310 - 516);
  });

  it('moves an element too tall for either gap the shorter way', () => {
    expect(scrollToClear(box(100, 690), popup, view)).toBe(690 - 284);
  });
});

describe('roomBelow', () => {
  it('is the distance from the popup’s top to the bottom of the screen, and the gap', () => {
    expect(roomBelow(popup, 800)).toBe(516);
    expect(roomBelow(box(700, 780), 800)).toBe(116);
  });
});
