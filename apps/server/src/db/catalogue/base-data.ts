/** Countries, regions and cities the storefront needs (only GB is open for delivery). */
export const COUNTRIES = [
  { code: 'GB', en: 'United Kingdom', zh: '英国', open: true },
  { code: 'IE', en: 'Ireland', zh: '爱尔兰', open: false },
  { code: 'FR', en: 'France', zh: '法国', open: false },
  { code: 'DE', en: 'Germany', zh: '德国', open: false },
  { code: 'NL', en: 'Netherlands', zh: '荷兰', open: false },
  { code: 'ES', en: 'Spain', zh: '西班牙', open: false },
  { code: 'US', en: 'United States', zh: '美国', open: false },
  { code: 'CN', en: 'China', zh: '中国', open: false },
];

/** UK nations and the main trading cities of each (region level 1 = nation, cities hang off them). */
export const UK_REGIONS: Array<{ en: string; zh: string; cities: Array<[string, string]> }> = [
  {
    en: 'England',
    zh: '英格兰',
    cities: [
      ['London', '伦敦'],
      ['Birmingham', '伯明翰'],
      ['Manchester', '曼彻斯特'],
      ['Leeds', '利兹'],
      ['Liverpool', '利物浦'],
      ['Bristol', '布里斯托'],
      ['Sheffield', '谢菲尔德'],
      ['Leicester', '莱斯特'],
      ['Nottingham', '诺丁汉'],
      ['Newcastle upon Tyne', '纽卡斯尔'],
      ['Southampton', '南安普敦'],
      ['Coventry', '考文垂'],
      ['Bradford', '布拉德福德'],
      ['Milton Keynes', '米尔顿凯恩斯'],
      ['Reading', '雷丁'],
    ],
  },
  {
    en: 'Scotland',
    zh: '苏格兰',
    cities: [
      ['Glasgow', '格拉斯哥'],
      ['Edinburgh', '爱丁堡'],
      ['Aberdeen', '阿伯丁'],
      ['Dundee', '邓迪'],
    ],
  },
  {
    en: 'Wales',
    zh: '威尔士',
    cities: [
      ['Cardiff', '卡迪夫'],
      ['Swansea', '斯旺西'],
      ['Newport', '纽波特'],
    ],
  },
];
