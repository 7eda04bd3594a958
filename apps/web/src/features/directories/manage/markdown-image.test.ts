import { describe, expect, it } from 'vitest';
import { fitsWithin, imageMarkdown } from './markdown-image.ts';

describe('imageMarkdown', () => {
  it("names the image by its file's name, which cannot end the alternative or the line", () => {
    expect(imageMarkdown('chart.final.png', '/uploads/a.png')).toBe(
      '![chart.final](/uploads/a.png)',
    );
    expect(imageMarkdown('a [b]\\c\nd.svg', '/uploads/a.png')).toBe(
      '![a \\[b\\]\\\\c d](/uploads/a.png)',
    );
    expect(imageMarkdown('x.png', 'https://cdn.example/a b(1).png')).toBe(
      '![x](https://cdn.example/a%20b%281%29.png)',
    );
  });
});

describe('fitsWithin', () => {
  it('counts the selection as replaced', () => {
    expect(fitsWithin('Hello world', 6, 11, '12345', 11)).toBe(true);
    expect(fitsWithin('Hello world', 6, 11, '123456', 11)).toBe(false);
  });
});
