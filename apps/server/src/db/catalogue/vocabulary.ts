/**
 * The demo catalogue's words, in English and Chinese: categories, brands, warehouses,
 * goods owners and the product lines the generator combines into products.
 */
export interface Pair {
  en: string;
  zh: string;
}

export interface ProductLine {
  noun: Pair;
  /** typical unit price range in pence */
  price: [number, number];
  weight: [number, number];
  variants: Pair[];
  specs: Array<{ name: Pair; values: Pair[] }>;
}

export interface CategorySeed {
  name: Pair;
  colour: string;
  children: Array<{ name: Pair; lines: ProductLine[] }>;
}

const colours = (list: Array<[string, string]>) => ({ name: { en: 'Colour', zh: '颜色' }, values: list.map(([en, zh]) => ({ en, zh })) });
const sizes = (list: Array<[string, string]>) => ({ name: { en: 'Size', zh: '尺寸' }, values: list.map(([en, zh]) => ({ en, zh })) });
const packs = (list: Array<[string, string]>) => ({ name: { en: 'Pack', zh: '包装' }, values: list.map(([en, zh]) => ({ en, zh })) });
const v = (en: string, zh: string): Pair => ({ en, zh });
const line = (noun: Pair, price: [number, number], weight: [number, number], variants: Pair[], specs: ProductLine['specs']): ProductLine => ({
  noun,
  price,
  weight,
  variants,
  specs,
});

const BASIC_COLOURS = colours([
  ['Black', '黑色'],
  ['White', '白色'],
  ['Grey', '灰色'],
  ['Navy', '藏青色'],
]);

export const CATEGORIES: CategorySeed[] = [
  {
    name: v('Home & Kitchen', '家居厨房'),
    colour: '#2f6f5e',
    children: [
      {
        name: v('Small Appliances', '小家电'),
        lines: [
          line(v('Electric Kettle', '电热水壶'), [1299, 3999], [900, 1600], [v('1.7L', '1.7升'), v('1.5L', '1.5升'), v('Rapid Boil', '快煮款')], [BASIC_COLOURS]),
          line(v('2-Slice Toaster', '双片烤面包机'), [1499, 4499], [1200, 2200], [v('Stainless Steel', '不锈钢'), v('Matt Finish', '哑光款')], [BASIC_COLOURS]),
          line(v('Hand Blender', '手持搅拌机'), [1199, 3499], [700, 1300], [v('600W', '600瓦'), v('800W', '800瓦')], [BASIC_COLOURS]),
        ],
      },
      {
        name: v('Cookware', '炊具'),
        lines: [
          line(
            v('Non-Stick Frying Pan', '不粘煎锅'),
            [899, 2999],
            [800, 1500],
            [v('24cm', '24厘米'), v('28cm', '28厘米')],
            [
              sizes([
                ['24cm', '24厘米'],
                ['28cm', '28厘米'],
              ]),
            ],
          ),
          line(
            v('Saucepan Set', '汤锅套装'),
            [2499, 7999],
            [2500, 5000],
            [v('3-Piece', '三件套'), v('5-Piece', '五件套')],
            [
              packs([
                ['3 pieces', '3件'],
                ['5 pieces', '5件'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Storage', '收纳'),
        lines: [
          line(
            v('Food Storage Containers', '食品保鲜盒'),
            [499, 1999],
            [400, 1200],
            [v('Set of 10', '10件套'), v('Set of 20', '20件套')],
            [
              packs([
                ['10 pack', '10件装'],
                ['20 pack', '20件装'],
              ]),
            ],
          ),
          line(
            v('Vacuum Storage Bags', '真空收纳袋'),
            [599, 1799],
            [300, 800],
            [v('Jumbo', '特大号'), v('Mixed Sizes', '混合尺寸')],
            [
              packs([
                ['6 pack', '6件装'],
                ['12 pack', '12件装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Bedding', '床上用品'),
        lines: [
          line(
            v('Duvet Cover Set', '被套套装'),
            [1299, 3999],
            [900, 1800],
            [v('Double', '双人'), v('King', '特大双人')],
            [
              sizes([
                ['Double', '双人'],
                ['King', '特大双人'],
              ]),
              BASIC_COLOURS,
            ],
          ),
          line(
            v('Microfibre Pillow', '超细纤维枕头'),
            [499, 1499],
            [500, 900],
            [v('Pair', '两只装'), v('Hotel Quality', '酒店品质')],
            [
              packs([
                ['Pair', '两只装'],
                ['Set of 4', '四只装'],
              ]),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: v('Electronics', '电子产品'),
    colour: '#2b4c8c',
    children: [
      {
        name: v('Audio', '音频'),
        lines: [
          line(v('Wireless Earbuds', '无线耳机'), [1499, 5999], [60, 120], [v('Noise Cancelling', '降噪款'), v('Sport', '运动款')], [BASIC_COLOURS]),
          line(v('Bluetooth Speaker', '蓝牙音箱'), [1299, 6999], [300, 900], [v('Waterproof', '防水款'), v('Mini', '迷你款')], [BASIC_COLOURS]),
          line(v('Over-Ear Headphones', '头戴式耳机'), [1999, 7999], [200, 350], [v('Wireless', '无线款'), v('Studio', '录音室款')], [BASIC_COLOURS]),
        ],
      },
      {
        name: v('Charging', '充电'),
        lines: [
          line(
            v('USB-C Fast Charger', 'USB-C 快速充电器'),
            [699, 2499],
            [80, 160],
            [v('20W', '20瓦'), v('65W', '65瓦')],
            [
              packs([
                ['Single', '单个'],
                ['Twin pack', '两个装'],
              ]),
            ],
          ),
          line(v('Power Bank', '移动电源'), [999, 3999], [180, 400], [v('10000mAh', '10000毫安'), v('20000mAh', '20000毫安')], [BASIC_COLOURS]),
          line(
            v('Braided Charging Cable', '编织充电线'),
            [299, 999],
            [40, 90],
            [v('1m', '1米'), v('2m', '2米')],
            [
              packs([
                ['Single', '单根'],
                ['3 pack', '3根装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Smart Home', '智能家居'),
        lines: [
          line(
            v('Smart Plug', '智能插座'),
            [599, 1999],
            [90, 200],
            [v('Energy Monitoring', '电量监测'), v('Mini', '迷你款')],
            [
              packs([
                ['Single', '单个'],
                ['4 pack', '4个装'],
              ]),
            ],
          ),
          line(
            v('LED Smart Bulb', 'LED 智能灯泡'),
            [499, 1599],
            [60, 120],
            [v('E27', 'E27 螺口'), v('B22', 'B22 卡口')],
            [
              packs([
                ['Single', '单个'],
                ['4 pack', '4个装'],
              ]),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: v('Health & Beauty', '健康美容'),
    colour: '#9c3d6b',
    children: [
      {
        name: v('Skincare', '护肤'),
        lines: [
          line(
            v('Hydrating Face Cream', '保湿面霜'),
            [399, 1999],
            [80, 200],
            [v('50ml', '50毫升'), v('100ml', '100毫升')],
            [
              packs([
                ['Single', '单支'],
                ['Case of 12', '12支箱装'],
              ]),
            ],
          ),
          line(
            v('Vitamin C Serum', '维C精华'),
            [599, 2499],
            [50, 120],
            [v('30ml', '30毫升'), v('50ml', '50毫升')],
            [
              packs([
                ['Single', '单支'],
                ['Case of 24', '24支箱装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Hair Care', '护发'),
        lines: [
          line(
            v('Argan Oil Shampoo', '摩洛哥坚果油洗发水'),
            [299, 999],
            [300, 600],
            [v('400ml', '400毫升'), v('1L Salon Size', '1升沙龙装')],
            [
              packs([
                ['Single', '单瓶'],
                ['Case of 12', '12瓶箱装'],
              ]),
            ],
          ),
          line(v('Ionic Hair Dryer', '负离子吹风机'), [1499, 4999], [500, 900], [v('2200W', '2200瓦'), v('Travel', '旅行款')], [BASIC_COLOURS]),
        ],
      },
      {
        name: v('Oral Care', '口腔护理'),
        lines: [
          line(v('Electric Toothbrush', '电动牙刷'), [1299, 5999], [150, 300], [v('Sonic', '声波款'), v('Rechargeable', '充电款')], [BASIC_COLOURS]),
          line(
            v('Whitening Toothpaste', '美白牙膏'),
            [149, 599],
            [100, 150],
            [v('75ml', '75毫升'), v('Twin Pack', '两支装')],
            [
              packs([
                ['Single', '单支'],
                ['Case of 48', '48支箱装'],
              ]),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: v('Toys & Games', '玩具游戏'),
    colour: '#c0652a',
    children: [
      {
        name: v('Puzzles', '拼图'),
        lines: [
          line(
            v('Jigsaw Puzzle', '拼图'),
            [499, 1999],
            [300, 900],
            [v('500 Pieces', '500片'), v('1000 Pieces', '1000片')],
            [
              packs([
                ['Single', '单盒'],
                ['Case of 6', '6盒箱装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Building Sets', '积木'),
        lines: [
          line(
            v('Construction Brick Set', '拼搭积木套装'),
            [999, 4999],
            [400, 1500],
            [v('City', '城市系列'), v('Space', '太空系列')],
            [
              packs([
                ['Single', '单盒'],
                ['Case of 4', '4盒箱装'],
              ]),
            ],
          ),
          line(
            v('Magnetic Tiles', '磁力片'),
            [1499, 3999],
            [800, 1600],
            [v('60 Pieces', '60片'), v('100 Pieces', '100片')],
            [
              packs([
                ['Single', '单套'],
                ['Case of 4', '4套箱装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Plush & Dolls', '毛绒玩偶'),
        lines: [
          line(
            v('Plush Teddy Bear', '毛绒泰迪熊'),
            [499, 2499],
            [200, 600],
            [v('30cm', '30厘米'), v('60cm', '60厘米')],
            [
              sizes([
                ['30cm', '30厘米'],
                ['60cm', '60厘米'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Board Games', '桌游'),
        lines: [
          line(
            v('Family Board Game', '家庭桌游'),
            [899, 2999],
            [600, 1400],
            [v('Classic', '经典版'), v('Travel Edition', '旅行版')],
            [
              packs([
                ['Single', '单盒'],
                ['Case of 6', '6盒箱装'],
              ]),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: v('Sports & Outdoors', '运动户外'),
    colour: '#3a7d2c',
    children: [
      {
        name: v('Fitness', '健身'),
        lines: [
          line(v('Yoga Mat', '瑜伽垫'), [699, 2499], [800, 1500], [v('6mm', '6毫米'), v('10mm', '10毫米')], [BASIC_COLOURS]),
          line(
            v('Resistance Band Set', '弹力带套装'),
            [499, 1999],
            [200, 500],
            [v('5 Levels', '5档阻力'), v('Fabric', '布料款')],
            [
              packs([
                ['Set', '一套'],
                ['Case of 10', '10套箱装'],
              ]),
            ],
          ),
          line(v('Adjustable Dumbbells', '可调节哑铃'), [2999, 9999], [5000, 20000], [v('10kg', '10公斤'), v('20kg', '20公斤')], [packs([['Pair', '一对']])]),
        ],
      },
      {
        name: v('Camping', '露营'),
        lines: [
          line(
            v('Pop-Up Tent', '自动帐篷'),
            [2499, 8999],
            [2000, 4000],
            [v('2-Person', '双人'), v('4-Person', '四人')],
            [
              sizes([
                ['2-person', '双人'],
                ['4-person', '四人'],
              ]),
            ],
          ),
          line(v('Camping Lantern', '露营灯'), [699, 2499], [200, 500], [v('Rechargeable', '充电款'), v('Solar', '太阳能款')], [BASIC_COLOURS]),
        ],
      },
      {
        name: v('Drinkware', '水杯水壶'),
        lines: [line(v('Insulated Water Bottle', '保温水瓶'), [599, 1999], [300, 500], [v('500ml', '500毫升'), v('750ml', '750毫升')], [BASIC_COLOURS])],
      },
    ],
  },
  {
    name: v('Clothing & Footwear', '服装鞋履'),
    colour: '#6b4a9c',
    children: [
      {
        name: v('Basics', '基础款'),
        lines: [
          line(
            v('Cotton T-Shirt', '纯棉T恤'),
            [299, 1199],
            [150, 250],
            [v('Crew Neck', '圆领'), v('V-Neck', 'V领')],
            [
              sizes([
                ['S', 'S'],
                ['M', 'M'],
                ['L', 'L'],
                ['XL', 'XL'],
              ]),
              BASIC_COLOURS,
            ],
          ),
          line(
            v('Sports Socks', '运动袜'),
            [299, 999],
            [150, 400],
            [v('6 Pairs', '6双装'), v('12 Pairs', '12双装')],
            [
              sizes([
                ['UK 4-7', '英码 4-7'],
                ['UK 7-11', '英码 7-11'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Footwear', '鞋履'),
        lines: [
          line(
            v('Running Trainers', '跑步鞋'),
            [1999, 6999],
            [600, 900],
            [v('Lightweight', '轻量款'), v('Trail', '越野款')],
            [
              sizes([
                ['UK 7', '英码 7'],
                ['UK 8', '英码 8'],
                ['UK 9', '英码 9'],
                ['UK 10', '英码 10'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Outerwear', '外套'),
        lines: [
          line(
            v('Waterproof Jacket', '防水夹克'),
            [1999, 7999],
            [500, 1000],
            [v('Packable', '可收纳款'), v('Insulated', '保暖款')],
            [
              sizes([
                ['M', 'M'],
                ['L', 'L'],
                ['XL', 'XL'],
              ]),
              BASIC_COLOURS,
            ],
          ),
        ],
      },
    ],
  },
  {
    name: v('Garden & DIY', '园艺工具'),
    colour: '#5b6b2a',
    children: [
      {
        name: v('Garden Tools', '园艺工具'),
        lines: [
          line(
            v('Pruning Shears', '修枝剪'),
            [499, 1999],
            [200, 400],
            [v('Bypass', '剪切式'), v('Anvil', '砧式')],
            [
              packs([
                ['Single', '单把'],
                ['Case of 12', '12把箱装'],
              ]),
            ],
          ),
          line(v('Expandable Garden Hose', '伸缩花园水管'), [999, 3499], [600, 1500], [v('15m', '15米'), v('30m', '30米')], [BASIC_COLOURS]),
        ],
      },
      {
        name: v('Power Tools', '电动工具'),
        lines: [
          line(
            v('Cordless Drill', '无线电钻'),
            [2499, 8999],
            [1200, 2000],
            [v('18V', '18伏'), v('With 2 Batteries', '配两块电池')],
            [
              packs([
                ['Bare tool', '裸机'],
                ['Kit', '套装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Outdoor Lighting', '户外照明'),
        lines: [
          line(
            v('Solar Garden Lights', '太阳能花园灯'),
            [799, 2999],
            [400, 1000],
            [v('Pack of 6', '6只装'), v('Pack of 12', '12只装')],
            [
              packs([
                ['6 pack', '6只装'],
                ['12 pack', '12只装'],
              ]),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: v('Food & Drink', '食品饮料'),
    colour: '#a3472f',
    children: [
      {
        name: v('Snacks', '零食'),
        lines: [
          line(
            v('Sea Salt Crisps', '海盐薯片'),
            [499, 1299],
            [800, 1500],
            [v('Case of 24', '24包箱装'), v('Sharing Bags x12', '分享装12包')],
            [
              packs([
                ['24 x 40g', '24 x 40克'],
                ['12 x 150g', '12 x 150克'],
              ]),
            ],
          ),
          line(
            v('Protein Bars', '蛋白棒'),
            [999, 2499],
            [600, 1200],
            [v('Chocolate, Box of 12', '巧克力味12支'), v('Peanut, Box of 12', '花生味12支')],
            [packs([['Box of 12', '12支盒装']])],
          ),
        ],
      },
      {
        name: v('Coffee & Tea', '咖啡茶饮'),
        lines: [
          line(
            v('Ground Coffee', '研磨咖啡'),
            [399, 1499],
            [250, 1000],
            [v('227g', '227克'), v('1kg', '1公斤')],
            [
              packs([
                ['Single', '单袋'],
                ['Case of 6', '6袋箱装'],
              ]),
            ],
          ),
          line(
            v('English Breakfast Tea', '英式早餐茶'),
            [299, 999],
            [250, 800],
            [v('80 Bags', '80包'), v('240 Bags', '240包')],
            [
              packs([
                ['Single', '单盒'],
                ['Case of 6', '6盒箱装'],
              ]),
            ],
          ),
        ],
      },
      {
        name: v('Soft Drinks', '软饮'),
        lines: [line(v('Sparkling Water', '气泡水'), [399, 999], [6000, 9000], [v('12 x 500ml', '12 x 500毫升'), v('24 x 330ml', '24 x 330毫升')], [packs([['Case', '箱装']])])],
      },
    ],
  },
];

export const BRANDS: Pair[] = [
  v('Northwind', '北风'),
  v('Thames & Co', '泰晤士'),
  v('Albion Home', '阿尔比恩家居'),
  v('Brightlane', '明巷'),
  v('Kestrel', '红隼'),
  v('Harbourline', '港湾线'),
  v('Oakridge', '橡岭'),
  v('Pennine', '奔宁'),
  v('Cotswold Living', '科茨沃尔德'),
  v('Mersey', '默西'),
  v('Tyneside', '泰恩赛德'),
  v('Highland Pure', '高地纯品'),
  v('Solent', '索伦特'),
  v('Greyfriars', '灰修士'),
  v('Bramble', '荆棘'),
  v('Lumen', '流明'),
  v('Voltix', '伏特克斯'),
  v('Pixelon', '像素龙'),
  v('Aerostep', '风步'),
  v('Trailmark', '径标'),
  v('PeakForm', '峰形'),
  v('Little Owl', '小猫头鹰'),
  v('Puzzleworks', '拼图工坊'),
  v('Greenthumb', '绿拇指'),
  v('Ironbridge', '铁桥'),
  v('Crumb & Co', '面包屑'),
  v('Bean Street', '豆街'),
  v('Sweetvale', '甜谷'),
  v('Silkroad Beauty', '丝路美妆'),
  v('Glow Lab', '光彩实验室'),
  v('Clyde', '克莱德'),
  v('Wessex', '威塞克斯'),
];

export const WAREHOUSES = [
  { code: 'GB-LON-01', name: v('London Park Royal', '伦敦帕克皇家仓'), city: v('London', '伦敦'), address: 'Unit 4, Abbey Road Industrial Park, London NW10 7XF' },
  {
    code: 'GB-MAN-01',
    name: v('Manchester Trafford Park', '曼彻斯特特拉福德仓'),
    city: v('Manchester', '曼彻斯特'),
    address: 'Westinghouse Road, Trafford Park, Manchester M17 1PY',
  },
  { code: 'GB-BHM-01', name: v('Birmingham Castle Bromwich', '伯明翰布罗米奇堡仓'), city: v('Birmingham', '伯明翰'), address: 'Chester Road, Castle Bromwich, Birmingham B35 7AZ' },
] as const;

export const ADJECTIVES: Pair[] = [
  v('Premium', '优质'),
  v('Compact', '紧凑型'),
  v('Deluxe', '豪华'),
  v('Eco', '环保'),
  v('Classic', '经典'),
  v('Pro', '专业'),
  v('Essential', '基础'),
  v('Ultra', '超能'),
  v('Everyday', '日常'),
  v('Signature', '臻选'),
];

export const OWNERS = [
  {
    name: v('Patel Surplus Wholesale', '帕特尔尾货批发'),
    city: 'Leicester',
    description: v(
      'Family-run clearance wholesaler since 1998: end-of-line homeware and electricals from UK retailers.',
      '自 1998 年起经营的家族尾货批发商，主营英国零售商的家居与电器尾货。',
    ),
  },
  {
    name: v('Northern Clearance Ltd', '北方清仓有限公司'),
    city: 'Manchester',
    description: v('Overstock and returns from high-street chains, graded and palletised in Trafford Park.', '来自商业街连锁店的积压和退货商品，在特拉福德园区分级打托。'),
  },
  {
    name: v('Midlands Trade Liquidators', '中部贸易清算'),
    city: 'Birmingham',
    description: v('Liquidation stock bought from administrators: tools, garden and sports lines.', '从破产管理人处收购的清算库存：工具、园艺和运动类商品。'),
  },
  {
    name: v('Capital Brands Outlet', '首都品牌折扣仓'),
    city: 'London',
    description: v('Branded beauty, toys and food surplus with full traceability and long dates.', '品牌美妆、玩具和食品余货，来源可追溯，保质期充足。'),
  },
  {
    name: v('Harbour Goods Co', '港湾商品公司'),
    city: 'Bristol',
    description: v('Import overruns direct from manufacturers, shipped from our Midlands and London partners.', '厂家直供的进口超产商品，由中部和伦敦合作仓发货。'),
  },
];
