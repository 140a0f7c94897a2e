import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

/**
 * The image captcha's picture. svg-captcha drew every character as the plain outline of one font
 * at a fixed size and place, so a template matcher read it every time. Here each character gets its
 * own font, case, size, stretch and rotation, the characters overlap, the whole line is warped by a
 * random wave, and noise strokes both cross the text and cut through it. Everything is drawn as
 * one path filled even-odd, so the SVG's structure says nothing about where a character ends: an
 * overlap or a crossing stroke punches a hole instead of adding ink, as in XOR-drawn captchas.
 * Fonts come from npm packages (@fontsource), read from disk at start-up; nothing is fetched.
 */

/** Characters a person can tell apart once bent: no 0/o, 1/i/l, 2/z, 9/g/q. Answers are case-insensitive. */
export const CAPTCHA_ALPHABET = 'abcdefhjkmnprstuvwxy345678';
/**
 * Larger than the first version (200 × 60, letters 40–50 px), which people misread: 3 of 4 wrong in
 * a walk through the site. The letters are bigger and overlap less; the solver test draws its
 * templates at these sizes, so it attacks the picture as it is now.
 */
export const CAPTCHA_WIDTH = 280;
export const CAPTCHA_HEIGHT = 84;
export const CAPTCHA_GLYPH_SIZE_MIN_PX = 56;
export const CAPTCHA_GLYPH_SIZE_MAX_PX = 68;
/** How far each character advances, as a share of its width: below 1 neighbours touch, a little. */
const ADVANCE_MIN = 0.92;
const ADVANCE_MAX = 1.04;
/** Everything else (strokes, wave, jitter) grows with the picture. */
const SCALE = CAPTCHA_HEIGHT / 60;
const BACKGROUND = '#f4f1ea';

const require = createRequire(import.meta.url);

/** The fonts characters are drawn in; the solver test renders its templates from the same list. */
export const CAPTCHA_FONT_FILES = [
  '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff',
  '@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff',
  '@fontsource/oswald/files/oswald-latin-500-normal.woff',
] as const;

export function loadFont(specifier: string): opentype.Font {
  const bytes = readFileSync(require.resolve(specifier));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

let fonts: opentype.Font[] | null = null;
function captchaFonts(): opentype.Font[] {
  fonts ??= CAPTCHA_FONT_FILES.map(loadFont);
  return fonts;
}

/** A uniform number in [0, 1) from the system's CSPRNG: the picture must not be predictable from earlier ones. */
export type RandomSource = () => number;
const UNIT = 2 ** 47;
export const secureRandom: RandomSource = () => randomInt(0, UNIT) / UNIT;

type Point = { x: number; y: number };

interface Random {
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function randomOf(source: RandomSource): Random {
  return {
    between: (min, max) => min + source() * (max - min),
    pick: (items) => {
      const item = items[Math.floor(source() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** Turns an opentype path into closed polylines, short enough that the warp bends straight strokes too. */
function toPolylines(path: opentype.Path, stepMax: number): Point[][] {
  const contours: Point[][] = [];
  let contour: Point[] = [];
  let at: Point = { x: 0, y: 0 };
  const lineTo = (to: Point) => {
    const steps = Math.max(1, Math.ceil(Math.hypot(to.x - at.x, to.y - at.y) / stepMax));
    for (let i = 1; i <= steps; i += 1)
      contour.push({
        x: at.x + ((to.x - at.x) * i) / steps,
        y: at.y + ((to.y - at.y) * i) / steps,
      });
  };
  const curveTo = (point: (t: number) => Point, to: Point) => {
    const steps = Math.max(2, Math.ceil(Math.hypot(to.x - at.x, to.y - at.y) / stepMax) * 2);
    for (let i = 1; i <= steps; i += 1) contour.push(point(i / steps));
  };
  for (const command of path.commands) {
    if (command.type === 'M') {
      if (contour.length > 2) contours.push(contour);
      at = { x: command.x, y: command.y };
      contour = [at];
    } else if (command.type === 'L') {
      lineTo({ x: command.x, y: command.y });
      at = { x: command.x, y: command.y };
    } else if (command.type === 'Q') {
      const from = at;
      curveTo(
        (t) => ({
          x: (1 - t) ** 2 * from.x + 2 * (1 - t) * t * command.x1 + t ** 2 * command.x,
          y: (1 - t) ** 2 * from.y + 2 * (1 - t) * t * command.y1 + t ** 2 * command.y,
        }),
        command,
      );
      at = { x: command.x, y: command.y };
    } else if (command.type === 'C') {
      const from = at;
      curveTo(
        (t) => ({
          x:
            (1 - t) ** 3 * from.x +
            3 * (1 - t) ** 2 * t * command.x1 +
            3 * (1 - t) * t ** 2 * command.x2 +
            t ** 3 * command.x,
          y:
            (1 - t) ** 3 * from.y +
            3 * (1 - t) ** 2 * t * command.y1 +
            3 * (1 - t) * t ** 2 * command.y2 +
            t ** 3 * command.y,
        }),
        command,
      );
      at = { x: command.x, y: command.y };
    } else if (command.type === 'Z') {
      if (contour.length > 2) contours.push(contour);
      contour = [];
    }
  }
  if (contour.length > 2) contours.push(contour);
  return contours;
}

/** A thick wavy stroke as a closed outline, so it joins the one even-odd path and cuts what it crosses. */
function strokeOutline(random: Random, widthPx: number): Point[] {
  const from = { x: random.between(-10, 30), y: random.between(5, CAPTCHA_HEIGHT - 5) };
  const to = {
    x: random.between(CAPTCHA_WIDTH - 30, CAPTCHA_WIDTH + 10),
    y: random.between(5, CAPTCHA_HEIGHT - 5),
  };
  const amplitude = random.between(4, 12) * SCALE;
  const phase = random.between(0, 2 * Math.PI);
  const waves = random.between(0.5, 2);
  const spine: Point[] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    spine.push({
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t + amplitude * Math.sin(phase + t * waves * 2 * Math.PI),
    });
  }
  const left: Point[] = [];
  const right: Point[] = [];
  spine.forEach((point, i) => {
    const next = spine[Math.min(i + 1, steps)] as Point;
    const previous = spine[Math.max(i - 1, 0)] as Point;
    const dx = next.x - previous.x;
    const dy = next.y - previous.y;
    const length = Math.hypot(dx, dy) || 1;
    const half = widthPx / 2;
    left.push({ x: point.x - (dy / length) * half, y: point.y + (dx / length) * half });
    right.push({ x: point.x + (dy / length) * half, y: point.y - (dx / length) * half });
  });
  return [...left, ...right.reverse()];
}

function toPathData(contours: Point[][]): string {
  return contours
    .map((contour) => `M${contour.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}Z`)
    .join('');
}

/** Draws `text` as a distorted SVG picture; `source` is the CSPRNG except in tests that need a fixed picture. */
export function renderCaptcha(text: string, source: RandomSource = secureRandom): string {
  const random = randomOf(source);
  const all = captchaFonts();
  const glyphs: Point[][] = [];

  // Characters advance by less than their width so neighbours overlap and no column splits them.
  let x = 0;
  for (const character of text) {
    const font = random.pick(all);
    const shown = random.between(0, 1) < 0.5 ? character.toUpperCase() : character.toLowerCase();
    const sizePx = random.between(CAPTCHA_GLYPH_SIZE_MIN_PX, CAPTCHA_GLYPH_SIZE_MAX_PX);
    const stretch = random.between(0.8, 1.25);
    const angle = (random.between(-25, 25) * Math.PI) / 180;
    const path = font.getPath(shown, 0, 0, sizePx);
    const box = path.getBoundingBox();
    const centre = { x: (box.x1 + box.x2) / 2, y: (box.y1 + box.y2) / 2 };
    const widthPx = (box.x2 - box.x1) * stretch;
    const target = { x: x + widthPx / 2, y: CAPTCHA_HEIGHT / 2 + random.between(-4, 4) * SCALE };
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (const contour of toPolylines(path, 2.5 * SCALE)) {
      glyphs.push(
        contour.map((p) => {
          const dx = (p.x - centre.x) * stretch;
          const dy = p.y - centre.y;
          return { x: target.x + dx * cos - dy * sin, y: target.y + dx * sin + dy * cos };
        }),
      );
    }
    x += widthPx * random.between(ADVANCE_MIN, ADVANCE_MAX);
  }

  // Centre the line and squeeze it when wide letters made it longer than the picture.
  const xs = glyphs.flat().map((p) => p.x);
  const left = Math.min(...xs);
  const span = Math.max(...xs) - left;
  const squeeze = Math.min(1, (CAPTCHA_WIDTH - 12) / span);
  const margin = (CAPTCHA_WIDTH - span * squeeze) / 2;
  const place = (p: Point): Point => ({ x: margin + (p.x - left) * squeeze, y: p.y });

  // One smooth random wave over the whole picture bends every outline (and so the strokes between letters).
  const wave = {
    ax: random.between(2, 4) * SCALE,
    ay: random.between(3, 6) * SCALE,
    fx: random.between(0.04, 0.08) / SCALE,
    fy: random.between(0.05, 0.1) / SCALE,
    px: random.between(0, 2 * Math.PI),
    py: random.between(0, 2 * Math.PI),
  };
  const warp = (p: Point): Point => ({
    x: p.x + wave.ax * Math.sin(p.y * wave.fy + wave.px),
    y: p.y + wave.ay * Math.sin(p.x * wave.fx + wave.py),
  });
  const contours = glyphs.map((contour) => contour.map((p) => warp(place(p))));
  const cuts = 2;
  for (let i = 0; i < cuts; i += 1)
    contours.push(strokeOutline(random, random.between(1.2, 2.2) * SCALE));

  // Order carries no meaning: contours are shuffled so a character's outlines are not neighbours in the file.
  for (let i = contours.length - 1; i > 0; i -= 1) {
    const j = Math.floor(source() * (i + 1));
    [contours[i], contours[j]] = [contours[j] as Point[], contours[i] as Point[]];
  }

  const hue = Math.floor(random.between(0, 360));
  const lines: string[] = [];
  const loose = Math.round(random.between(3, 5));
  for (let i = 0; i < loose; i += 1) {
    const outline = strokeOutline(random, random.between(0.8, 1.6) * SCALE);
    lines.push(
      `<path d="${toPathData([outline])}" fill="hsl(${Math.floor(random.between(0, 360))} 45% 55%)"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>` +
    lines.join('') +
    `<path fill-rule="evenodd" fill="hsl(${hue} 55% 28%)" d="${toPathData(contours)}"/>` +
    `</svg>`
  );
}

/** A random answer from the captcha alphabet, drawn with the CSPRNG. */
export function randomCaptchaText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1)
    text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}
