import { describe, expect, it } from 'vitest';
import { dictionaryWords, hanCandidates, hanRuns, latinWords, productWords, segmentHan } from './words';

describe('search words', () => {
  it('splits Latin words on anything but letters and digits, keeping decimals, in lower case and half width', () => {
    expect(latinWords('Thames & Co Electric Kettle, 1.7L')).toEqual(['thames', 'co', 'electric', 'kettle', '1.7l']);
    expect(latinWords('USB-C 快速充电器')).toEqual(['usb', 'c']);
    expect(latinWords('ＬＥＤ　Ｂｕｌｂ')).toEqual(['led', 'bulb']);
    expect(latinWords('100%_')).toEqual(['100']);
  });

  it('splits Chinese against the dictionary, longest word first, unmatched characters forming words of their own', () => {
    const dictionary = new Set(['北风', '电热水壶', '电热', '水壶']);
    const segments = segmentHan('北风优质电热水壶', (w) => dictionary.has(w));
    expect(segments).toEqual([
      { text: '北风', known: true },
      { text: '优质', known: false },
      { text: '电热水壶', known: true },
    ]);
    expect(segmentHan('快煮款', (w) => dictionary.has(w))).toEqual([{ text: '快煮款', known: false }]);
  });

  it('takes runs of Han characters apart from Latin and punctuation, full-width brackets included', () => {
    expect(hanRuns('北风优质电热水壶（1.7升）')).toEqual(['北风优质电热水壶', '升']);
    expect(hanRuns('维C精华')).toEqual(['维', '精华']);
  });

  it('offers every substring of a Chinese run as a dictionary candidate', () => {
    expect(hanCandidates('电热水')).toEqual(['电', '电热', '电热水', '热', '热水', '水']);
  });

  it("gives a product's distinct words in both languages", () => {
    const dictionary = new Set(dictionaryWords(['北风', '电热水壶']));
    const words = productWords('Northwind Premium Electric Kettle, 1.7L', '北风优质电热水壶（1.7升）', dictionary);
    expect(words).toEqual([
      { word: 'northwind', language: 'en' },
      { word: 'premium', language: 'en' },
      { word: 'electric', language: 'en' },
      { word: 'kettle', language: 'en' },
      { word: '1.7l', language: 'en' },
      { word: '1.7', language: 'en' },
      { word: '北风', language: 'zh' },
      { word: '优质', language: 'zh' },
      { word: '电热水壶', language: 'zh' },
      { word: '升', language: 'zh' },
    ]);
  });
});
