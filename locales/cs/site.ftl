# Interface messages (cs).
