import drawing from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { kitIcon } from './kitIcon';

export const SearchOutlined = /* @__PURE__ */ kitIcon(drawing);
