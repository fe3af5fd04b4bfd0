import {useEffect, useRef, useState} from 'react';

/** How long each state shows, and the last one before the scene starts over. */
const STEP_MS = 1400;
const HOLD_MS = 2800;
/** The first state is the poster's, shown a moment before the scene moves. */
const FIRST_MS = 800;
/** Rounds a scene plays while in view before it rests on its last state. */
const ROUNDS = 3;

export interface SceneSteps {
  readonly ref: React.RefObject<HTMLDivElement | null>;
  /** The state shown: the last one on the server, without JavaScript and with reduced motion, until it can move. */
  readonly step: number;
  /** Whether the scene moves at all here (JavaScript on, motion not reduced): only then is there a pause button. */
  readonly moving: boolean;
  /** Moving now: not paused, and not at rest after its rounds. */
  readonly playing: boolean;
  /** Pauses it, or plays it (again, from its first state, once it has rested). */
  readonly toggle: () => void;
}

/**
 * A feature's scene in `count` states: the first is the poster's (what the page shows before it can move); it plays
 * while at least half of what its stage shows of it is in view (a few rounds, each from `loopFrom`, then it rests on its last state), and can
 * be paused. With `prefers-reduced-motion` it never moves.
 */
export function useSceneSteps(count: number, stepMs = STEP_MS, loopFrom = 0): SceneSteps {
  const ref = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(count - 1);
  const [moving, setMoving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [inView, setInView] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    setMoving(true);
    // The first state, the poster's: what the page showed before it could move.
    setStep(0);
    // Half of what its stage shows of it: the share of the phone above the stage's cut (FeatureSection's `--cut`).
    const half = (Number.parseFloat(getComputedStyle(element).getPropertyValue('--cut')) || 1) / 2;
    const seen = new IntersectionObserver(([entry]) => setInView(entry!.intersectionRatio >= half), {
      threshold: [0, half, 1],
    });
    seen.observe(element);
    return () => seen.disconnect();
  }, []);

  useEffect(() => {
    if (!moving || paused || !inView || round >= ROUNDS) return undefined;
    const last = step === count - 1;
    const timer = setTimeout(
      () => {
        if (last) setRound((r) => r + 1);
        if (!last || round + 1 < ROUNDS) setStep(last ? loopFrom : step + 1);
      },
      last ? HOLD_MS : step === 0 ? FIRST_MS : stepMs,
    );
    return () => clearTimeout(timer);
  }, [moving, paused, inView, step, round, count, stepMs, loopFrom]);

  const playing = moving && !paused && round < ROUNDS;
  const toggle = () => {
    if (playing) return setPaused(true);
    if (round >= ROUNDS) {
      setRound(0);
      setStep(loopFrom);
    }
    setPaused(false);
  };
  return {ref, step, moving, playing, toggle};
}
