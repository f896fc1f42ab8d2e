// A need's pictogram: a simple geometric icon, white on a coloured disc, chosen by the need's
// picto key. An unknown key gets a neutral grey disc with a plain cross, so new seed content
// never breaks the page that shows it. No letter or word is drawn: the need's title is the
// page's text, in the visitor's language (decision 007).
import { NEUTRAL_COLOR, safeColor, svgDocument } from './svg.ts';

export const PICTO_KEYS = [
  'digestion',
  'shield',
  'moon',
  'heart',
  'leaf',
  'bolt',
  'joint',
  'drop',
  'brain',
  'female',
  'bladder',
  'scale',
] as const;
export type PictoKey = (typeof PICTO_KEYS)[number];

export function isPictoKey(value: string): value is PictoKey {
  return (PICTO_KEYS as readonly string[]).includes(value);
}

export interface NeedPictogramInput {
  picto: string;
  /** The image's title, never drawn; none by default (a key may be a word of one language). */
  title?: string;
  /** Disc colour; by default each picto has its own. */
  color?: string;
}

/** Default disc colour per picto: soft, distinct hues that all carry white strokes. */
export const PICTO_COLORS: Readonly<Record<PictoKey, string>> = {
  digestion: '#2f8f6b',
  shield: '#2c6fb7',
  moon: '#4b4f9c',
  heart: '#c2414b',
  leaf: '#4f8a2b',
  bolt: '#d08a0c',
  joint: '#7a5b3a',
  drop: '#1f8fb0',
  brain: '#8a4fb5',
  female: '#c04f8b',
  bladder: '#2f8a8a',
  scale: '#5f6f3a',
};

/** White round-capped strokes; one attribute set, so a width is never written twice. */
const stroke = (width = 26) =>
  `fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const STROKE = stroke();
const FILL = 'fill="#ffffff"';

/** Icons inside the 170–430 box, centred on (300, 300). */
const ICONS: Readonly<Record<PictoKey, string>> = {
  // A stomach: the oesophagus coming down into the pouch, the duodenum leaving at the bottom.
  digestion:
    `<path d="M262 156 V214 C262 238 196 252 196 326 C196 398 256 436 326 430 C394 424 428 370 414 306 C402 254 354 236 326 262 C306 282 302 250 302 214 V156 Z" ${FILL}/>` +
    `<path d="M232 404 C226 430 236 446 262 446" ${stroke(24)}/>`,
  // A shield with a check mark.
  shield:
    `<path d="M300 168 L408 204 V292 C408 362 362 408 300 436 C238 408 192 362 192 292 V204 Z" ${STROKE}/>` +
    `<path d="M250 302 L288 340 L354 264" ${STROKE}/>`,
  // A crescent moon and a star.
  moon:
    `<path d="M348 176 A128 128 0 1 0 424 352 A104 104 0 1 1 348 176 Z" ${FILL}/>` +
    `<path d="M380 214 l10 24 l24 10 l-24 10 l-10 24 l-10 -24 l-24 -10 l24 -10 Z" ${FILL}/>`,
  // A heart.
  heart: `<path d="M300 424 C236 376 176 328 176 262 C176 218 210 186 250 186 C276 186 292 200 300 218 C308 200 324 186 350 186 C390 186 424 218 424 262 C424 328 364 376 300 424 Z" ${FILL}/>`,
  // A leaf and its vein.
  leaf:
    `<path d="M190 410 C182 300 236 196 418 180 C428 340 340 420 190 410 Z" ${FILL}/>` +
    `<path d="M200 402 C262 330 310 286 372 232" fill="none" stroke="currentColor" stroke-width="18" stroke-linecap="round"/>`,
  // A lightning bolt.
  bolt: `<path d="M330 160 L210 322 H292 L264 440 L392 270 H306 Z" fill="#ffffff" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/>`,
  // A knee: thigh bone and shin bone, their rounded ends facing across the joint.
  joint:
    `<path d="M268 164 V266" ${stroke(44)}/>` +
    `<circle cx="244" cy="162" r="28" ${FILL}/><circle cx="292" cy="162" r="28" ${FILL}/>` +
    `<path d="M240 284 C240 258 360 258 360 284 C360 300 240 300 240 284 Z" ${FILL}/>` +
    `<path d="M332 334 V436" ${stroke(44)}/>` +
    `<circle cx="308" cy="438" r="28" ${FILL}/><circle cx="356" cy="438" r="28" ${FILL}/>` +
    `<path d="M240 316 C240 342 360 342 360 316 C360 300 240 300 240 316 Z" ${FILL}/>`,
  // A drop with a highlight.
  drop:
    `<path d="M300 164 C300 164 206 272 206 340 C206 392 248 432 300 432 C352 432 394 392 394 340 C394 272 300 164 300 164 Z" ${FILL}/>` +
    `<path d="M254 344 C254 374 270 392 294 398" fill="none" stroke="currentColor" stroke-width="16" stroke-linecap="round"/>`,
  // A brain seen from the side: two lobes and their folds.
  brain:
    `<path d="M300 190 C276 166 226 172 216 208 C182 214 168 252 184 280 C164 306 178 350 214 356 C222 392 266 410 300 386 C334 410 378 392 386 356 C422 350 436 306 416 280 C432 252 418 214 384 208 C374 172 324 166 300 190 Z" ${STROKE}/>` +
    `<path d="M300 196 V380" ${stroke(18)}/>` +
    `<path d="M244 250 C262 262 262 286 244 298 M356 250 C338 262 338 286 356 298 M236 330 C252 326 266 334 272 348 M364 330 C348 326 334 334 328 348" ${stroke(16)}/>`,
  // The female symbol.
  female: `<circle cx="300" cy="240" r="74" ${STROKE}/>` + `<path d="M300 314 V440 M246 384 H354" ${STROKE}/>`,
  // A bladder: a rounded flask fed by two ureters, with its outlet.
  bladder:
    `<path d="M232 168 C240 214 226 238 226 238 M368 168 C360 214 374 238 374 238" ${stroke(18)}/>` +
    `<path d="M300 228 C370 228 410 272 410 320 C410 372 362 400 318 404 V436 H282 V404 C238 400 190 372 190 320 C190 272 230 228 300 228 Z" ${FILL}/>`,
  // A bathroom scale with its dial and needle.
  scale:
    `<rect x="184" y="184" width="232" height="232" rx="44" ${STROKE}/>` +
    `<path d="M238 276 A62 62 0 0 1 362 276 Z" ${FILL}/>` +
    `<path d="M300 276 L328 234" fill="none" stroke="currentColor" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="254" cy="362" r="12" ${FILL}/><circle cx="346" cy="362" r="12" ${FILL}/>`,
};

/** A need icon's shapes (white, inside 170–430, centred on 300, 300), or null for an unknown key. */
export function needIconMarkup(picto: string): string | null {
  const key = String(picto ?? '')
    .trim()
    .toLowerCase();
  return isPictoKey(key) ? ICONS[key] : null;
}

/** The icon of an unknown key: a rounded cross, the sign of care. */
const UNKNOWN_ICON = `<path d="M300 196 V404 M196 300 H404" ${stroke(64)}/>`;

export function drawNeedPictogram(input: NeedPictogramInput): string {
  const key = String(input.picto ?? '')
    .trim()
    .toLowerCase();
  const title = input.title ?? '';
  const known = isPictoKey(key);
  const color = safeColor(input.color, known ? PICTO_COLORS[key] : NEUTRAL_COLOR);
  // `currentColor` in an icon draws in the disc's colour (cut-outs on white shapes).
  const body = `<g color="${color}"><circle cx="300" cy="300" r="276" fill="${color}"/>${known ? ICONS[key] : UNKNOWN_ICON}</g>`;
  return svgDocument(title, body);
}
