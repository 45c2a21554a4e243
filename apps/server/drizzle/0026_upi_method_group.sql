-- Issue 22: UPI is its own payment method group. Payments made by a UPI medium before were
-- stored as NET_BANKING; they read as UPI from now on, on receipts and in the day's collection.
UPDATE "payment_transactions" SET "payment_method" = 'UPI'
WHERE "payment_medium" IN ('BHIM_UPI', 'GOOGLE_PAY', 'AMAZON_PAY', 'PAYTM', 'PHONE_PE')
  AND "payment_method" = 'NET_BANKING';
