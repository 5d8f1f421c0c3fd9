/**
 * Bilingual validation messages. Zod schemas carry one of these keys as their
 * error message; the server turns it into the envelope's message/messageEn and
 * the web forms show it in the stored language. One home for every rule text.
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export const ValidationMessages = {
  required: { en: 'This field is required.', zh: '此项为必填项。' },
  minThree: { en: 'Please enter at least 3 characters.', zh: '请至少输入 3 个字符。' },
  passwordsDiffer: { en: 'The two passwords do not match.', zh: '两次输入的密码不一致。' },
  usernameLength: { en: 'User name must be 6-20 characters.', zh: '用户名长度为 6-20 个字符。' },
  usernameChars: {
    en: 'User name may contain only letters, digits and underscores.',
    zh: '用户名只能包含字母、数字和下划线。',
  },
  usernameForbidden: {
    en: 'User name may not contain the marketplace name or offensive words.',
    zh: '用户名不能包含平台名称或不文明词语。',
  },
  passwordLength: { en: 'Password must be 8-20 characters.', zh: '密码长度为 8-20 个字符。' },
  passwordClasses: {
    en: 'Password must use at least three of: upper-case letters, lower-case letters, digits, special characters.',
    zh: '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种。',
  },
  passwordChars: {
    en: 'Password may only use letters, digits and these special characters: ~!@#$%^&*()_+-=.,?',
    zh: '密码只能使用字母、数字和以下特殊字符：~!@#$%^&*()_+-=.,?',
  },
  emailInvalid: { en: 'Please enter a valid e-mail address.', zh: '请输入有效的电子邮箱地址。' },
  emailQq: { en: 'QQ mail addresses are not allowed.', zh: '不支持 QQ 邮箱。' },
  phoneInvalid: { en: 'Please enter correct mobile number.', zh: '请输入正确的手机号码。' },
  phoneTooLong: { en: 'Mobile number is too long.', zh: '手机号码过长。' },
  dialCodeInvalid: { en: 'Please choose a country dialling code.', zh: '请选择国家或地区区号。' },
  codeFormat: { en: 'Please enter the 6-digit code.', zh: '请输入 6 位验证码。' },
  captchaFormat: { en: 'Please enter the characters shown in the picture.', zh: '请输入图片中的字符。' },
  termsRequired: {
    en: 'Please read and agree to the terms and conditions.',
    zh: '请阅读并同意用户协议。',
  },
  totpFormat: { en: 'Please enter the 6-digit code from your authenticator app.', zh: '请输入身份验证器中的 6 位验证码。' },
  nicknameLength: { en: 'Nickname must be 1-30 characters.', zh: '昵称长度为 1-30 个字符。' },
  nameLength: { en: 'Please enter 1-50 characters.', zh: '请输入 1-50 个字符。' },
  postcodeInvalid: { en: 'Please enter a valid UK postcode, e.g. SW1A 1AA.', zh: '请输入有效的英国邮编，例如 SW1A 1AA。' },
  vatInvalid: { en: 'VAT number may contain only letters and digits, at most 20.', zh: '增值税号只能包含字母和数字，最多 20 位。' },
  cardNumberInvalid: { en: 'Only Visa and Mastercard numbers of 13 or 16 digits are accepted.', zh: '仅支持 13 或 16 位的 Visa 和 Mastercard 卡号。' },
  cvvInvalid: { en: 'CVV must be exactly 3 digits.', zh: 'CVV 必须为 3 位数字。' },
  paymentPasswordInvalid: { en: 'Payment password must be 6 digits.', zh: '支付密码必须为 6 位数字。' },
  withdrawalZero: { en: 'Withdrawal amount cannot be zero.', zh: '提现金额不能为零。' },
  tooLong: { en: 'This value is too long.', zh: '输入内容过长。' },
  complaintTooShort: { en: 'Please describe the problem in at least 10 characters.', zh: '请至少用 10 个字描述问题。' },
  wrongType: { en: 'This value has the wrong type.', zh: '字段类型不正确。' },
  unknownField: { en: 'This field is not allowed.', zh: '不允许的字段。' },
  invalidValue: { en: 'This value is not valid.', zh: '字段值无效。' },
  forbiddenCharacter: { en: 'This value contains a character that is not allowed.', zh: '输入内容包含不允许的字符。' },
  amountTooLarge: { en: 'The amount may be at most £1,000,000.00.', zh: '金额不能超过 £1,000,000.00。' },
  postcodeNotMainland: {
    en: 'We currently deliver to UK mainland addresses only.',
    zh: '目前仅支持配送至英国本土地址。',
  },
  luhnFailed: { en: 'This card number is not valid. Please check it.', zh: '卡号无效，请检查后重新输入。' },
  cardExpired: { en: 'This card has expired.', zh: '该卡已过期。' },
  cardExpiryInvalid: { en: 'Please enter a valid expiry month and year.', zh: '请输入有效的有效期月份和年份。' },
  amountInvalid: { en: 'Please enter a valid amount in pounds, e.g. 12.50.', zh: '请输入有效的英镑金额，例如 12.50。' },
  mobileInvalid: { en: 'Please enter a UK mobile number, e.g. 07700 900123.', zh: '请输入英国手机号码，例如 07700 900123。' },
  quantityInvalid: { en: 'Please enter a whole quantity of at least 1.', zh: '请输入不小于 1 的整数数量。' },
  addressNotUk: {
    en: 'We deliver to the UK mainland only; other markets are under development.',
    zh: '目前仅配送至英国本土，其他市场正在开发中。',
  },
  trackingRequired: { en: 'Please enter a tracking number for every item shipped.', zh: '请为每件发货商品填写物流单号。' },
  cardHolderRequired: { en: 'Please enter the name on the card.', zh: '请输入持卡人姓名。' },
  billingAddressRequired: { en: 'Please select a billing address.', zh: '请选择账单地址。' },
  messageTooShort: { en: 'Please write at least 10 characters.', zh: '请至少输入 10 个字符。' },
  // seller and middle-man applications (rules/company.ts)
  companyNumberInvalid: {
    en: 'Please enter a UK company number: 8 digits, or 2 letters and 6 digits (e.g. 01234567 or SC123456).',
    zh: '请输入英国公司注册号：8 位数字，或 2 个字母加 6 位数字（例如 01234567 或 SC123456）。',
  },
  vatFormatUk: { en: 'Please enter a UK VAT number, e.g. GB123456789.', zh: '请输入英国增值税号，例如 GB123456789。' },
  vatCheckDigits: { en: 'This VAT number is not valid: its check digits do not match.', zh: '该增值税号无效：校验位不匹配。' },
  storeLinkInvalid: { en: 'Please enter the web address of your store, starting with https://.', zh: '请输入店铺网址，以 https:// 开头。' },
  regionsRequired: { en: 'Please choose at least one region.', zh: '请至少选择一个地区。' },
  categoriesRequired: { en: 'Please choose at least one category.', zh: '请至少选择一个品类。' },
  couponCodeFormat: { en: 'Use 4-20 letters, digits or hyphens, e.g. SPRING-25.', zh: '请使用 4-20 个字母、数字或连字符，例如 SPRING-25。' },
  couponThresholdAboveAmount: { en: 'The minimum spend must be more than the amount off.', zh: '最低消费金额须高于优惠金额。' },
  couponPercentRange: { en: 'Enter a whole percentage from 1 to 99.', zh: '请输入 1 至 99 之间的整数百分比。' },
  couponUntilAfterFrom: { en: 'The end must be after the start.', zh: '结束时间须晚于开始时间。' },
  // the goods owner's dashboard (schemas/dashboard.ts)
  periodEndBeforeStart: { en: 'The end of the period must be after its start.', zh: '统计期间的结束时间须晚于开始时间。' },
  periodTooLong: { en: 'Please choose a period of at most 366 days.', zh: '请选择不超过 366 天的统计期间。' },
  // selling by quantity (rules/quantity.ts)
  minQuantityNotWholeCases: {
    en: 'The minimum order must be a whole number of cases: a multiple of the case pack.',
    zh: '起订量必须是整箱数量，即每箱件数的整数倍。',
  },
  tierQuantityOrder: {
    en: 'Each tier must start at more units than the one before it (the first tier is the minimum order).',
    zh: '每个阶梯的起始数量必须大于上一个阶梯（第一个阶梯即起订量）。',
  },
  tierNotWholeCases: { en: 'A tier must start at a whole number of cases: a multiple of the case pack.', zh: '阶梯起始数量必须是整箱数量，即每箱件数的整数倍。' },
  lotGradeNotLowest: {
    en: 'A lot is listed under the lowest condition grade of its manifest rows.',
    zh: '整批货品须按清单中最低的成色等级标示。',
  },
  pictureNeededToPublish: { en: 'A listing put on sale needs at least one picture.', zh: '上架的商品至少需要一张图片。' },
  notAnAmount: { en: 'Please enter an amount in pounds, such as 12.99.', zh: '请输入英镑金额，例如 12.99。' },
  notAWholeNumber: { en: 'Please enter a whole number.', zh: '请输入整数。' },
  gradeUnknown: {
    en: 'Please enter a condition grade: New, Like new, Refurbished, Used – good, Used – fair or Salvage (or 1–6).',
    zh: '请填写成色等级：全新、几乎全新、翻新、二手 – 良好、二手 – 一般或残次品（或 1–6）。',
  },
  vatRateUnknown: {
    en: 'Please enter a VAT rate: standard (20%), reduced (5%) or zero (0%), or leave it blank for the standard rate.',
    zh: '请填写增值税税率：标准（20%）、优惠（5%）或零税率（0%），留空即为标准税率。',
  },
  categoryUnknown: { en: 'No category of that name or number; use a subcategory shown in the listing editor.', zh: '没有该名称或编号的分类，请使用商品编辑页中列出的子分类。' },
  brandUnknown: { en: 'No brand of that name or number.', zh: '没有该名称或编号的品牌。' },
  warehouseUnknown: { en: 'No warehouse has this code.', zh: '没有该代码的仓库。' },
  warehouseNeeded: { en: 'Stock needs the warehouse it is in.', zh: '填写库存时须注明所在仓库。' },
  pictureUnknown: {
    en: 'A picture must be one you uploaded for listings, or one of your listings already has.',
    zh: '图片须为您为商品上传的图片，或您已有商品使用的图片。',
  },
  // a product import file's options and tiers (rules/lot.ts)
  importOptionsUnreadable: {
    en: 'Please write options as name: value pairs separated by semicolons, such as Colour: Black; Size: L (at most 3).',
    zh: '请按“名称：值”填写规格，多个之间用分号分隔，例如 颜色：黑色；尺码：L（最多 3 个）。',
  },
  importOptionsLanguagesDiffer: {
    en: 'Please give the same options in English and in Chinese, pair for pair.',
    zh: '请用英文和中文填写相同的规格，一一对应。',
  },
  importTiersUnreadable: {
    en: 'Please write tier prices as quantity: price pairs separated by semicolons, such as 10: 9.50; 50: 9.00.',
    zh: '请按“数量：单价”填写阶梯价，多个之间用分号分隔，例如 10: 9.50; 50: 9.00。',
  },
  importProductRowDiffers: {
    en: 'This differs from the first row with the same product key: leave it blank or repeat it (it belongs to the product, not the option).',
    zh: '此项与同一商品编号的第一行不同：请留空或填写相同内容（此项属于商品，而非规格）。',
  },
  // the point mall desk (rules/points.ts POINT_MALL_DESK_BOUNDS)
  pointsPriceRange: { en: 'Enter a whole number of points from 1 to 1,000,000.', zh: '请输入 1 至 1,000,000 之间的整数积分。' },
  agreedPriceRange: { en: 'Enter an amount from £0.00 to £10,000.00.', zh: '请输入 £0.00 至 £10,000.00 之间的金额。' },
  commissionRange: { en: 'Enter a rate from 0.00% to 50.00% (0 to 5,000 basis points).', zh: '请输入 0.00% 至 50.00% 之间的费率（0 至 5000 个基点）。' },
  stripeAccountFormat: { en: 'Enter a Stripe account id such as acct_1A2b3C4d5E6f7G8h.', zh: '请输入 Stripe 账户 ID，例如 acct_1A2b3C4d5E6f7G8h。' },
  sortOrderRange: { en: 'Enter a whole number from 0 to 9,999.', zh: '请输入 0 至 9,999 之间的整数。' },
  tierPriceRises: {
    en: 'A tier may not cost more per unit than the one before it (the first tier is the option’s price).',
    zh: '阶梯单价不能高于上一个阶梯（第一个阶梯即该规格的价格）。',
  },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof ValidationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(ValidationMessages, value);
}
