# Interface messages (da).
