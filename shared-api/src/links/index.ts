export {
  binanceFuturesUrl,
  dexChartUrl,
  hyperliquidTradeUrl,
  TELEGRAM_BOTS,
  telegramBotFor,
  telegramBuyUrl,
  tradableSymbol,
} from './trade-links.ts';
