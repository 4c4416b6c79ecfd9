export {
  binanceBuyUrl,
  DEX_CHART_SITE,
  dexChartUrl,
  hyperliquidTradeUrl,
  telegramBotFor,
  telegramBuyUrl,
} from './trade-links.ts';
