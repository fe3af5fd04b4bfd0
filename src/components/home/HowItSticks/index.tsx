import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markedRuns} from '@site/src/data/markedText';
import type {MemoryPicture} from '@site/src/data/siteData';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {phrased} from '@site/src/i18n/phraseBreak';
import DownloadActions from '@site/src/components/DownloadActions';
import SectionHeading from '@site/src/components/home/SectionHeading';
import {Marked} from '@site/src/components/home/WordCard';
import Menu from './menu.svg';
import Juice from './scenes/juice.svg';
import Jam from './scenes/jam.svg';
import Honey from './scenes/honey.svg';
import styles from './styles.module.css';

/** A spoken word's sound, bar by bar: two syllables' swell. */
const WAVE = [6, 10, 18, 26, 20, 12, 8, 14, 24, 30, 22, 16, 10, 18, 12, 6, 4];

/** Each aid's scene drawn, as the visitor would picture it (`memoryMoment.picture` names it). */
const SCENES: Record<MemoryPicture, typeof Juice> = {juice: Juice, jam: Jam, honey: Honey};

/**
 * The steps' entrance, once: steps that are still below the view when the page comes alive wait (`waiting`) and
 * enter in turn when they come into it (`entered`). Without JavaScript, with reduced motion, or already in view,
 * they are simply there.
 */
function useEntrance(): [React.RefObject<HTMLOListElement | null>, 'waiting' | 'entered' | undefined] {
  const ref = useRef<HTMLOListElement>(null);
  const [entrance, setEntrance] = useState<'waiting' | 'entered'>();
  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    if (element.getBoundingClientRect().top < innerHeight) return undefined;
    setEntrance('waiting');
    const seen = new IntersectionObserver(
      ([entry]) => {
        if (!entry!.isIntersecting) return;
        seen.disconnect();
        setEntrance('entered');
      },
      {threshold: 0.35},
    );
    seen.observe(element);
    return () => seen.disconnect();
  }, []);
  // On a phone the steps are a row that scrolls sideways: a keyboard reaches it (a tab stop) only while it scrolls.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const scrolls = new ResizeObserver(() => {
      if (element.scrollWidth > element.clientWidth + 1) element.setAttribute('tabindex', '0');
      else element.removeAttribute('tabindex');
    });
    scrolls.observe(element);
    return () => scrolls.disconnect();
  }, []);
  return [ref, entrance];
}

/** Which step a row that scrolls sideways shows: the one nearest its start (its scroll, whichever the direction). */
function useStepShown(ref: React.RefObject<HTMLOListElement | null>): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const onScroll = () => {
      const step = list.firstElementChild as HTMLElement | null;
      if (!step) return;
      const pitch = step.getBoundingClientRect().width + parseFloat(getComputedStyle(list).columnGap || '0');
      setShown(Math.min(2, Math.round(Math.abs(list.scrollLeft) / pitch)));
    };
    list.addEventListener('scroll', onScroll, {passive: true});
    return () => list.removeEventListener('scroll', onScroll);
  }, [ref]);
  return shown;
}

/**
 * The centrepiece: how a memory aid works, with a second word the visitor meets on a café menu (the mocks' memory
 * aid, `memoryMoment.aid`): the word, its sound's hook, the scene that ties the hook to the meaning. The hero
 * pictured one word; this says why any word sticks, then asks for the download.
 */
export default function HowItSticks(): ReactNode {
  const learned = learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
  const {memoryAid, memoryPicture} = useSiteData().mockWords;
  const Scene = SCENES[memoryPicture];
  const runs = markedRuns(memoryAid);
  const hook = runs.find((run) => run.mark === 'hook')?.text ?? '';
  const word = runs.find((run) => run.mark === 'learned')?.text ?? '';
  // The scene without the hook that opens it (the hook stands large in the step before), unless the sentence goes
  // on from the hook without a space („Tschüss!“, ruft die Orange …; 「花に」集まる…): then the sentence is whole.
  const opening = /^\s*<mark>.*?<\/mark>\s*/;
  const scene = /^\s*<mark>.*?<\/mark>\S/.test(memoryAid) ? memoryAid : memoryAid.replace(opening, '');
  const [steps, entrance] = useEntrance();
  const shown = useStepShown(steps);
  const step = (title: string, text: string) => (
    <>
      <h3 className={styles.stepTitle}>{phrased(title)}</h3>
      <p className={styles.stepText}>{phrased(text)}</p>
    </>
  );
  return (
    <section className={styles.section} aria-labelledby="how-it-sticks">
      <SectionHeading
        id="how-it-sticks"
        align="center"
        kicker={translate({
          id: 'home.sticks.kicker',
          message: 'How a word sticks',
          description: 'Kicker of the section that explains the memory aid with a second word',
        })}
        title={phrased(
          translate({
            id: 'home.sticks.title',
            message: 'A word you can picture is a word you keep',
            description: 'Heading of the section on how a memory aid works',
          }),
        )}
      />
      <ol ref={steps} className={styles.steps} data-entrance={entrance}>
        <li className={styles.step}>
          <div className={styles.stage} data-stage="menu">
            <div className={styles.menu}>
              <Menu aria-hidden="true" focusable="false" />
              <span className={styles.menuWord} lang={learned} dir="ltr">
                {word}
              </span>
            </div>
          </div>
          {step(
            translate({id: 'home.sticks.meet.title', message: 'You meet a word', description: 'Step 1 of 3'}),
            translate({
              id: 'home.sticks.meet.text',
              message: 'On a menu, a sign, in a song. Save it with a tap, or from a photo.',
              description: 'Step 1: where words are met and how they are saved',
            }),
          )}
        </li>
        <li className={styles.step}>
          <div className={styles.stage} data-stage="hook">
            {/* The word heard, its sound, and what the sound is heard as. */}
            <div className={styles.heard} aria-hidden="true">
              <span className={styles.said} lang={learned} dir="ltr">
                <svg viewBox="0 0 24 24">
                  <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
                </svg>
                {word}
              </span>
              <svg className={styles.wave} viewBox="0 0 136 32">
                {WAVE.map((height, i) => (
                  <rect key={i} x={i * 8 + 1} y={16 - height / 2} width="4" height={height} rx="2" />
                ))}
              </svg>
            </div>
            <p className={styles.hook}>{phrased(hook)}</p>
          </div>
          {step(
            translate({id: 'home.sticks.hook.title', message: 'Its sound gets a hook', description: 'Step 2 of 3'}),
            translate({
              id: 'home.sticks.hook.text',
              message: 'Something it sounds like, in words you already know.',
              description: 'Step 2: the memory aid starts from what the word sounds like',
            }),
          )}
        </li>
        <li className={styles.step}>
          <div className={styles.stage} data-stage="scene">
            <Scene className={styles.sceneArt} aria-hidden="true" focusable="false" data-picture={memoryPicture} />
            <p className={styles.scene}>
              <Marked text={scene} learned={learned} />
            </p>
          </div>
          {step(
            translate({id: 'home.sticks.scene.title', message: 'The hook becomes a scene', description: 'Step 3 of 3'}),
            translate({
              id: 'home.sticks.scene.text',
              message: 'A small, slightly absurd picture that ties the sound to the meaning. Every word gets its own.',
              description: 'Step 3: the memory aid is a scene tying sound and meaning, written for each word',
            }),
          )}
        </li>
      </ol>
      {/* On a phone, where the row scrolls: which of the three is in view. */}
      <div className={styles.dots} aria-hidden="true">
        {[0, 1, 2].map((dot) => (
          <span key={dot} className={dot === shown ? styles.dotOn : undefined} />
        ))}
      </div>
      <div className={styles.prompt}>
        <p className={styles.promptText}>
          {phrased(
            translate({
              id: 'home.sticks.prompt',
              message: 'Your next word is already waiting for you.',
              description: 'Above the App Store badge, after the centrepiece',
            }),
          )}
        </p>
        <DownloadActions on="page" />
      </div>
    </section>
  );
}
