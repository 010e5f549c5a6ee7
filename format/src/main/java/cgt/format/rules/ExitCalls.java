package cgt.format.rules;

import cgt.input.BadInputException;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Map;

/**
 * Refuses users' rules that would end the program: a compiled class that calls {@code System.exit},
 * {@code Runtime.exit} or {@code Runtime.halt} (directly or as a method reference). Read from the class files'
 * constant pools when the rules are loaded, because a running JDK 17 offers no supported way to refuse the call
 * itself (the security manager is deprecated for removal): a rules file runs inside {@code cgt serve}, where a bug
 * that exits would end the server for everyone, silently. Reflection can still reach the methods; this guards
 * against mistakes, not against an operator's own hostile file.
 */
final class ExitCalls {

    private ExitCalls() {
    }

    /**
     * Refuses the classes compiled from the file when one of them calls an exit.
     *
     * @throws BadInputException naming the file, the class and the call
     */
    static void refuse(String fileName, Map<String, byte[]> classes) {
        classes.forEach((name, bytes) -> {
            String call = exitCall(bytes);
            if (call != null) {
                throw new BadInputException(fileName + ": " + name + " calls " + call + ", which would end the"
                        + " program (and a server for everyone); rules must return their moves instead, or throw an"
                        + " exception for a position they refuse");
            }
        });
    }

    /** The first exit call a class file refers to, as "System.exit", or null; a file that does not parse: null. */
    static String exitCall(byte[] classFile) {
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
            if (in.readInt() != 0xCAFEBABE) {
                return null;
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            int[] classNames = new int[count]; // a Class entry's name index
            int[][] refs = new int[count][]; // a Methodref's {class index, name-and-type index}
            int[] natNames = new int[count]; // a NameAndType's name index
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 7 -> classNames[i] = in.readUnsignedShort();
                    case 10, 11 -> refs[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
                    case 12 -> {
                        natNames[i] = in.readUnsignedShort();
                        in.readUnsignedShort();
                    }
                    case 3, 4, 9, 17, 18 -> in.readInt(); // int, float; field refs and dynamic entries: 2 + 2 bytes
                    case 5, 6 -> {
                        in.readLong();
                        i++; // a long or a double takes two entries
                    }
                    case 8, 16, 19, 20 -> in.readUnsignedShort();
                    case 15 -> {
                        in.readUnsignedByte();
                        in.readUnsignedShort();
                    }
                    default -> {
                        return null; // a constant pool this reader does not know: the JVM will judge the class
                    }
                }
            }
            for (int[] ref : refs) {
                if (ref == null) {
                    continue;
                }
                String owner = utf8[classNames[ref[0]]];
                String method = utf8[natNames[ref[1]]];
                if ("java/lang/System".equals(owner) && "exit".equals(method)) {
                    return "System.exit";
                }
                if ("java/lang/Runtime".equals(owner) && ("exit".equals(method) || "halt".equals(method))) {
                    return "Runtime." + method;
                }
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
