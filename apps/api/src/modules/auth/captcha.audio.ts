import type { Language } from '@orca/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The captcha's audio alternative: the answer's characters spoken one by one, in the player's
 * language, as a WAV file synthesised in this process by eSpeak NG (the text2wav package ships it
 * compiled to WebAssembly with its voice data; nothing is fetched, no system program is run).
 * eSpeak NG itself is GPL-3.0-or-later, used here unmodified as a library of the server.
 *
 * The wrapper's own entry compiles the WebAssembly anew on each call and prints its warnings; the
 * module factory is called directly with the binary read once and its output kept quiet.
 */

const require = createRequire(import.meta.url);

interface EspeakModule {
  arguments: string[];
  wasmBinary: Uint8Array;
  print: (text: string) => void;
  printErr: (text: string) => void;
  postRun: () => void;
  FS?: {
    unmount(path: string): void;
    root: { contents: Record<string, { contents: ArrayLike<number> } | undefined> };
  };
}
type EspeakFactory = (module: EspeakModule) => void;

/** eSpeak NG voices for the site's languages (Norwegian is Bokmål). */
const VOICES: Record<Language, string> = {
  en: 'en',
  es: 'es',
  de: 'de',
  fr: 'fr',
  pt: 'pt',
  no: 'nb',
};
/** Slow, with a pause between characters, so each one can be written down as it is heard. */
const SPEED_WPM = 110;
const WORD_GAP_10MS = 40;
/** One synthesis at a time: each holds its own WebAssembly memory, and the audio is rare enough to queue. */
let queue: Promise<unknown> = Promise.resolve();

let factory: EspeakFactory | null = null;
let wasm: Uint8Array | null = null;

function engine(): { factory: EspeakFactory; wasm: Uint8Array } {
  factory ??= require('text2wav/lib/espeak-ng') as EspeakFactory;
  wasm ??= new Uint8Array(readFileSync(require.resolve('text2wav/lib/espeak-ng.wasm')));
  return { factory, wasm };
}

/** What is read aloud: each character on its own, upper case so a lone "a" is the letter, not the word. */
export function spokenText(answer: string): string {
  return [...answer.toUpperCase()].join('. ') + '.';
}

function synthesise(answer: string, language: Language): Promise<Uint8Array> {
  const { factory: create, wasm: binary } = engine();
  // Each module instance hooks uncaughtException and unhandledRejection (the latter aborts the module,
  // throwing); left in place they would pile up with every recording and meddle in the server's own
  // error handling, so whatever this call added is taken off again.
  const uncaught = new Set(process.listeners('uncaughtException'));
  const rejections = new Set(process.listeners('unhandledRejection'));
  const restore = () => {
    for (const listener of process.listeners('uncaughtException'))
      if (!uncaught.has(listener)) process.removeListener('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!rejections.has(listener)) process.removeListener('unhandledRejection', listener);
  };
  return new Promise<Uint8Array>((resolve, reject) => {
    const module: EspeakModule = {
      // The text is the answer's characters from the captcha alphabet only, never anything a client sent.
      arguments: [
        spokenText(answer),
        '-w',
        'wav.wav',
        '-v',
        VOICES[language],
        '-s',
        String(SPEED_WPM),
        '-g',
        String(WORD_GAP_10MS),
      ],
      wasmBinary: binary,
      print: () => undefined,
      printErr: () => undefined,
      postRun: () => {
        try {
          const fs = module.FS;
          const file = fs?.root.contents['wav.wav'];
          if (!fs || !file) throw new Error('eSpeak NG wrote no audio');
          const wav = new Uint8Array(file.contents);
          fs.unmount('/usr/share');
          resolve(wav);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    };
    try {
      create(module);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  }).finally(restore);
}

/** The WAV file of `answer` spoken in `language`; calls take turns. */
export function speakCaptcha(answer: string, language: Language): Promise<Uint8Array> {
  const next = queue.then(() => synthesise(answer, language));
  queue = next.catch(() => undefined);
  return next;
}
