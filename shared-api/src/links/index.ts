export {
  binanceBuyUrl,
  binanceFuturesUrl,
  DEX_CHART_SITE,
  dexChartUrl,
  hyperliquidTradeUrl,
  TELEGRAM_BOTS,
  telegramBotFor,
  telegramBuyUrl,
  tradableSymbol,
} from './trade-links.ts';
