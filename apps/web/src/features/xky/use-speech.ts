import { useCallback, useEffect, useState } from 'react';

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/**
 * Speaks a text aloud with the browser's speech synthesis, in `language` (a voice of that language
 * when the browser has one). `supported` is false where the browser has no speech synthesis.
 */
export function useSpeech(language: string) {
  const [speaking, setSpeaking] = useState(false);
  const supported = synthesis() !== null;

  const stop = useCallback(() => {
    synthesis()?.cancel();
    setSpeaking(false);
  }, []);

  // Leaving the page stops the voice.
  useEffect(() => () => synthesis()?.cancel(), []);

  const speak = useCallback(
    (text: string) => {
      const synth = synthesis();
      if (!synth) return;
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = language;
      const prefix = language.slice(0, 2).toLowerCase();
      const voices = synth.getVoices?.() ?? [];
      const voice =
        voices.find((v) => v.lang === language) ??
        voices.find((v) => v.lang.toLowerCase().startsWith(prefix));
      if (voice) utterance.voice = voice;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      synth.speak(utterance);
    },
    [language],
  );

  return { supported, speaking, speak, stop };
}
